import json, itertools, re
en = json.load(open('src/client/i18n/messages/en/forms.json'))
es = json.load(open('src/client/i18n/messages/es/forms.json'))
new_en, new_es = {}, {}
def add(key, e, s):
    i = f"validation.letter.{key}"
    new_en[i] = e; new_es[i] = s

# labels: (key, English label, Spanish noun phrase with article, gender f/m, max)
LINES = [
 ("fullName","Full name","El nombre completo","m",100),
 ("address","Street address","La dirección","f",100),
 ("city","City","La ciudad","f",100),
 ("phone","Phone number","El número de teléfono","m",30),
 ("username","Username","El nombre de usuario","m",100),
 ("handle","Handle","El nombre de usuario","m",100),
 ("accountLogin","Sign-in email or phone","El correo o teléfono de inicio de sesión","m",254),
 ("banReason","Reason Meta gave","El motivo que dio Meta","m",500),
 ("appealMethod","How you appealed","La forma en que apeló","f",100),
 ("appealReference","Reference number","El número de referencia","m",100),
 ("amountBasis","How you worked out the amount","La explicación del monto","f",300),
 ("amountPaidBasis","What you paid Meta for","Lo que le pagó a Meta","m",300),
 ("appealResult","What came back from your appeal","La respuesta a su apelación","f",300),
 ("enclosure","Enclosure","El documento adjunto","m",150),
 ("signature","Signature","La firma","f",100),
]
for key, label, es_label, g, mx in LINES:
    add(f"{key}Long", f"{label} must be at most {mx} characters", f"{es_label} debe tener como máximo {mx} caracteres")
    add(f"{key}Disguising", f"{label} cannot contain invisible or direction-changing characters (such as a right-to-left override or a zero-width space). Type it again without them.",
        f"{es_label} no puede contener caracteres invisibles ni que cambien la dirección del texto (como un cambio de derecha a izquierda o un espacio de ancho cero). Escríbalo de nuevo sin ellos.")
for key, label, es_text in [("fullName","Full name","Ingrese su nombre completo"),("address","Street address","Ingrese su dirección"),("city","City","Ingrese su ciudad"),("phone","Phone number","Ingrese su número de teléfono"),("username","Username","Ingrese su nombre de usuario")]:
    add(f"{key}Required", f"{label} is required", es_text)
for key, label, es_label in [("fullName","Full name","El nombre completo"),("address","Street address","La dirección"),("city","City","La ciudad")]:
    add(f"{key}MailUnsafe", f'{label} cannot contain ":" or "|" because the certified-mail service cannot carry those characters',
        f'{es_label} no puede contener ":" ni "|" porque el servicio de correo certificado no admite esos caracteres')
add("emailRequired","Email is required","Ingrese su correo electrónico")
add("emailLong","Email must be at most 254 characters","El correo electrónico debe tener como máximo 254 caracteres")
add("phoneCharacters","Phone number can only contain digits, spaces and + - ( ) .","El número de teléfono solo puede contener dígitos, espacios y + - ( ) .")
add("phoneDigits","Phone number must have at least 7 digits","El número de teléfono debe tener al menos 7 dígitos")
add("countryRequired","Choose the country you live in","Elija el país donde vive")
add("stateRequired","State is required","Elija su estado")
add("stateCode","Enter a 2-letter US state code, like CA or NY","Ingrese el código de 2 letras de un estado de EE. UU., como CA o NY")
add("zipRequired","ZIP code is required","Ingrese su código postal")
add("zipFormat","Enter a 5-digit ZIP code, or ZIP+4 like 94025-1234","Ingrese un código postal de 5 dígitos, o ZIP+4 como 94025-1234")
add("stateAbroad","A state is only asked for US addresses: leave it empty","Solo se pide un estado para direcciones de EE. UU.: déjelo vacío")
add("platformsRequired","Select at least one platform","Elija al menos una plataforma")
add("platformsOnce","Select each platform only once","Elija cada plataforma una sola vez")
add("platformsChoice","Choose from Instagram, Facebook, Threads and WhatsApp","Elija entre Instagram, Facebook, Threads y WhatsApp")
add("ukThreads","We cannot address a Threads letter from the United Kingdom yet: no UK Threads terms we could check name the company you contract with. Choose Facebook, Instagram or WhatsApp.",
    "Todavía no podemos dirigir una carta sobre Threads desde el Reino Unido: ninguna de las condiciones de Threads para el Reino Unido que pudimos revisar nombra a la empresa con la que usted tiene contrato. Elija Facebook, Instagram o WhatsApp.")
add("recipientChoice","Choose a recipient from the list","Elija un destinatario de la lista")
add("recipientRegion","That address is for senders in the European Union or the United Kingdom: choose the country you live in, or a US address","Esa dirección es para remitentes de la Unión Europea o el Reino Unido: elija el país donde vive, o una dirección de EE. UU.")
for key, label, es_label in [("ban","Ban date","La fecha del bloqueo"),("appeal","Appeal date","La fecha de la apelación")]:
    add(f"{key}DateRequired", f"{label} is required", f"Ingrese {es_label[3:] if False else es_label.lower()}")
    add(f"{key}DateInvalid", f"Enter a valid {label.lower()}", f"Ingrese una fecha válida")
    add(f"{key}DateEarly", f"{label} must be in 2004 or later", f"{es_label} debe ser de 2004 o posterior")
    add(f"{key}DateFuture", f"{label} cannot be in the future", f"{es_label} no puede estar en el futuro")
add("storyRequired","Describe the consequences of the ban","Describa las consecuencias del bloqueo")
add("storyShort","Describe the consequences in at least 40 characters","Describa las consecuencias en al menos 40 caracteres")
add("storyLong","Consequences must be at most 5000 characters","Las consecuencias deben tener como máximo 5000 caracteres")
add("storyDisguising","The story cannot contain invisible or direction-changing characters (such as a right-to-left override or a zero-width space). Type it again without them.",
    "La historia no puede contener caracteres invisibles ni que cambien la dirección del texto (como un cambio de derecha a izquierda o un espacio de ancho cero). Escríbala de nuevo sin ellos.")
add("storyLanguage",'The story\'s language must be "en" (English) or "es" (Spanish)','El idioma de la historia debe ser "en" (inglés) o "es" (español)')
add("appealMethodRequired","Say how you appealed, e.g. the in-app form","Indique cómo apeló, por ejemplo el formulario de la aplicación")
add("amountNumber","Enter the amount as a number, like 1200.00","Ingrese el monto como un número, por ejemplo 1200.00")
add("amountRange","Enter an amount between $0.01 and $1,000,000","Ingrese un monto entre $0.01 y $1,000,000")
add("enclosuresMax","List at most 10 enclosures","Indique como máximo 10 documentos adjuntos")
add("appealsMax","List at most 10 appeals","Indique como máximo 10 apelaciones")
add("signTyped","Type your name to sign","Escriba su nombre para firmar")
add("signDraw","Draw your signature","Dibuje su firma")
add("signLarge","The drawn signature is too large","La firma dibujada es demasiado grande")
add("signPng","The drawn signature must be a PNG image","La firma dibujada debe ser una imagen PNG")
add("signEither","Sign with your typed name or draw your signature","Firme escribiendo su nombre o dibujando su firma")
add("signSameName","Type your full name exactly as it appears at the top of the letter","Escriba su nombre completo exactamente como aparece al principio de la carta")
add("ruleNamedAnswer","Did Meta name a rule? Answer yes or no, or leave it blank","¿Meta nombró una regla? Responda sí o no, o déjelo en blanco")
add("brokeRuleAnswer","Do you believe you broke it? Answer no, not sure or yes, or leave it blank","¿Cree que la infringió? Responda no, no estoy seguro o sí, o déjelo en blanco")
add("postNamedAnswer","Did Meta say which post? Answer yes or no, or leave it blank","¿Meta dijo qué publicación? Responda sí o no, o déjelo en blanco")
add("appealedAnswer","Did you appeal? Answer yes or no, or leave it blank","¿Apeló? Responda sí o no, o déjelo en blanco")
add("overLimitAnswer","Choose to reduce the claim to the limit, or to go to another court, or leave it blank","Elija reducir el reclamo al límite o ir a otro tribunal, o déjelo en blanco")
add("arbitrateAnswer","Say yes or no to keeping other losses in an arbitration demand","Responda sí o no a mantener otras pérdidas en una demanda de arbitraje")
add("amountBasisMissing","Say in one line how you worked out the amount","Explique en una línea cómo calculó el monto")
add("amountClaimedMissing","Enter the amount this line explains, or clear the explanation","Ingrese el monto que explica esta línea, o borre la explicación")
add("amountPaidBasisMissing","Say in one line what you paid Meta for, and how you added it up","Explique en una línea qué le pagó a Meta y cómo lo sumó")
add("amountPaidMissing","Enter the amount this line explains, or clear the explanation","Ingrese el monto que explica esta línea, o borre la explicación")
add("appealedButListed","You listed an appeal above: answer yes, or remove the appeal","Indicó una apelación arriba: responda sí o quite la apelación")
add("appealResultNoAppeal","You said you did not appeal: clear what came back, or answer yes","Dijo que no apeló: borre la respuesta recibida o responda sí")
add("whatsappPhone","Enter the phone number on your WhatsApp account, with country code","Ingrese el número de teléfono de su cuenta de WhatsApp, con el código de país")
add("loginFormat","Enter the email address or phone number you sign in with","Ingrese el correo electrónico o el número de teléfono con el que inicia sesión")
for p, es_t in [("Instagram","Ingrese su usuario de Instagram"),("Facebook","Ingrese su usuario o el enlace de su perfil de Facebook"),("Threads","Ingrese su usuario de Threads"),("WhatsApp","Ingrese el número de teléfono de su cuenta de WhatsApp")]:
    english = {"Instagram":"Enter your Instagram username","Facebook":"Enter your Facebook username or profile link","Threads":"Enter your Threads username","WhatsApp":"Enter the phone number on your WhatsApp account"}[p]
    add(f"handle{p}Required", english, es_t)
PLATFORMS=["Instagram","Facebook","Threads","WhatsApp"]
def join_en(xs): return xs[0] if len(xs)==1 else ", ".join(xs[:-1])+" and "+xs[-1]
def join_es(xs): return xs[0] if len(xs)==1 else ", ".join(xs[:-1])+" y "+xs[-1]
for n in range(1,5):
    for combo in itertools.combinations(PLATFORMS,n):
        xs=list(combo)
        add("loginRequired"+"".join(xs), f"Enter the email or phone number you sign in to {join_en(xs)} with: a notice of dispute must include it",
            f"Ingrese el correo o el número de teléfono con el que inicia sesión en {join_es(xs)}: un aviso de disputa debe incluirlo")
# drop any English text already known (same text, other id)
known = set(en.values())
for i,e in list(new_en.items()):
    if e in known: del new_en[i]; del new_es[i]
    else: known.add(e)
en.update(new_en); es.update(new_es)
json.dump(en, open('src/client/i18n/messages/en/forms.json','w'), ensure_ascii=False, indent=2)
json.dump(es, open('src/client/i18n/messages/es/forms.json','w'), ensure_ascii=False, indent=2)
print(len(new_en))
