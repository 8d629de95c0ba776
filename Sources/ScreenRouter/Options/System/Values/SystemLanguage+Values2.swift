// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's language identifiers, under the names AutoMate gives them (French to Cherokee).

extension SystemLanguage {
    /// French: `fr`.
    public static let French = SystemLanguage(verbatim: "fr")
    /// Sindhi Devanagari: `sd-Deva`.
    public static let SindhiDevanagari = SystemLanguage(verbatim: "sd-Deva")
    /// Occitan: `oc`.
    public static let Occitan = SystemLanguage(verbatim: "oc")
    /// Northern Sami: `se`.
    public static let NorthernSami = SystemLanguage(verbatim: "se")
    /// Azerbaijani Latin: `az-Latn`.
    public static let AzerbaijaniLatin = SystemLanguage(verbatim: "az-Latn")
    /// Persian: `fa`.
    public static let Persian = SystemLanguage(verbatim: "fa")
    /// Kalmyk: `xal`.
    public static let Kalmyk = SystemLanguage(verbatim: "xal")
    /// Mossi: `mos`.
    public static let Mossi = SystemLanguage(verbatim: "mos")
    /// Niuean: `niu`.
    public static let Niuean = SystemLanguage(verbatim: "niu")
    /// Faroese: `fo`.
    public static let Faroese = SystemLanguage(verbatim: "fo")
    /// Igbo: `ig`.
    public static let Igbo = SystemLanguage(verbatim: "ig")
    /// Hebrew: `he`.
    public static let Hebrew = SystemLanguage(verbatim: "he")
    /// Polish: `pl`.
    public static let Polish = SystemLanguage(verbatim: "pl")
    /// Romanian: `ro`.
    public static let Romanian = SystemLanguage(verbatim: "ro")
    /// Dutch Belgium: `nl-BE`.
    public static let DutchBelgium = SystemLanguage(verbatim: "nl-BE")
    /// Tagalog: `tl`.
    public static let Tagalog = SystemLanguage(verbatim: "tl")
    /// Nauru: `na`.
    public static let Nauru = SystemLanguage(verbatim: "na")
    /// Masai: `mas`.
    public static let Masai = SystemLanguage(verbatim: "mas")
    /// Indonesian: `id`.
    public static let Indonesian = SystemLanguage(verbatim: "id")
    /// Latin: `la`.
    public static let Latin = SystemLanguage(verbatim: "la")
    /// Punjabi Arabic: `pa-Arab`.
    public static let PunjabiArabic = SystemLanguage(verbatim: "pa-Arab")
    /// South Ndebele: `nr`.
    public static let SouthNdebele = SystemLanguage(verbatim: "nr")
    /// Xhosa: `xh`.
    public static let Xhosa = SystemLanguage(verbatim: "xh")
    /// Uyghur: `ug`.
    public static let Uyghur = SystemLanguage(verbatim: "ug")
    /// Standard Moroccan Tamazight: `zgh`.
    public static let StandardMoroccanTamazight = SystemLanguage(verbatim: "zgh")
    /// Danish: `da`.
    public static let Danish = SystemLanguage(verbatim: "da")
    /// Karachay Balkar: `krc`.
    public static let KarachayBalkar = SystemLanguage(verbatim: "krc")
    /// Lao: `lo`.
    public static let Lao = SystemLanguage(verbatim: "lo")
    /// Norwegian Nynorsk: `nn`.
    public static let NorwegianNynorsk = SystemLanguage(verbatim: "nn")
    /// German Austria: `de-AT`.
    public static let GermanAustria = SystemLanguage(verbatim: "de-AT")
    /// Sinhala: `si`.
    public static let Sinhala = SystemLanguage(verbatim: "si")
    /// Portuguese: `pt`.
    public static let Portuguese = SystemLanguage(verbatim: "pt")
    /// Luba Lulua: `lua`.
    public static let LubaLulua = SystemLanguage(verbatim: "lua")
    /// Kalaallisut: `kl`.
    public static let Kalaallisut = SystemLanguage(verbatim: "kl")
    /// English Australia: `en-AU`.
    public static let EnglishAustralia = SystemLanguage(verbatim: "en-AU")
    /// Udmurt: `udm`.
    public static let Udmurt = SystemLanguage(verbatim: "udm")
    /// Ossetic: `os`.
    public static let Ossetic = SystemLanguage(verbatim: "os")
    /// Bulgarian: `bg`.
    public static let Bulgarian = SystemLanguage(verbatim: "bg")
    /// Italian Switzerland: `it-CH`.
    public static let ItalianSwitzerland = SystemLanguage(verbatim: "it-CH")
    /// Soninke Arabic: `snk-Arab`.
    public static let SoninkeArabic = SystemLanguage(verbatim: "snk-Arab")
    /// Scottish Gaelic: `gd`.
    public static let ScottishGaelic = SystemLanguage(verbatim: "gd")
    /// North Ndebele: `nd`.
    public static let NorthNdebele = SystemLanguage(verbatim: "nd")
    /// Sandawe: `sad`.
    public static let Sandawe = SystemLanguage(verbatim: "sad")
    /// Lojban: `jbo`.
    public static let Lojban = SystemLanguage(verbatim: "jbo")
    /// Punjabi: `pa`.
    public static let Punjabi = SystemLanguage(verbatim: "pa")
    /// Azerbaijani Cyrillic: `az-Cyrl`.
    public static let AzerbaijaniCyrillic = SystemLanguage(verbatim: "az-Cyrl")
    /// Fanti: `fat`.
    public static let Fanti = SystemLanguage(verbatim: "fat")
    /// Kumyk: `kum`.
    public static let Kumyk = SystemLanguage(verbatim: "kum")
    /// Nama: `naq`.
    public static let Nama = SystemLanguage(verbatim: "naq")
    /// Gusii: `guz`.
    public static let Gusii = SystemLanguage(verbatim: "guz")
    /// French Switzerland: `fr-CH`.
    public static let FrenchSwitzerland = SystemLanguage(verbatim: "fr-CH")
    /// Chinese Hong Kong SARChina: `zh-HK`.
    public static let ChineseHongKongSARChina = SystemLanguage(verbatim: "zh-HK")
    /// Soninke Latin: `snk-Latn`.
    public static let SoninkeLatin = SystemLanguage(verbatim: "snk-Latn")
    /// Manipuri: `mni`.
    public static let Manipuri = SystemLanguage(verbatim: "mni")
    /// Ngambay: `sba`.
    public static let Ngambay = SystemLanguage(verbatim: "sba")
    /// Lakota: `lkt`.
    public static let Lakota = SystemLanguage(verbatim: "lkt")
    /// Konkani: `kok`.
    public static let Konkani = SystemLanguage(verbatim: "kok")
    /// English United Kingdom: `en-GB`.
    public static let EnglishUnitedKingdom = SystemLanguage(verbatim: "en-GB")
    /// Cantonese: `yue`.
    public static let Cantonese = SystemLanguage(verbatim: "yue")
    /// Bosnian: `bs`.
    public static let Bosnian = SystemLanguage(verbatim: "bs")
    /// Sanskrit: `sa`.
    public static let Sanskrit = SystemLanguage(verbatim: "sa")
    /// Minangkabau: `min`.
    public static let Minangkabau = SystemLanguage(verbatim: "min")
    /// Kachin: `kac`.
    public static let Kachin = SystemLanguage(verbatim: "kac")
    /// Icelandic: `is`.
    public static let Icelandic = SystemLanguage(verbatim: "is")
    /// Kabyle: `kab`.
    public static let Kabyle = SystemLanguage(verbatim: "kab")
    /// Waray: `war`.
    public static let Waray = SystemLanguage(verbatim: "war")
    /// Esperanto: `eo`.
    public static let Esperanto = SystemLanguage(verbatim: "eo")
    /// Kanuri: `kr`.
    public static let Kanuri = SystemLanguage(verbatim: "kr")
    /// Tigrinya: `ti`.
    public static let Tigrinya = SystemLanguage(verbatim: "ti")
    /// Southern Altai: `alt`.
    public static let SouthernAltai = SystemLanguage(verbatim: "alt")
    /// Inuktitut: `iu`.
    public static let Inuktitut = SystemLanguage(verbatim: "iu")
    /// Bislama: `bi`.
    public static let Bislama = SystemLanguage(verbatim: "bi")
    /// Ewe: `ee`.
    public static let Ewe = SystemLanguage(verbatim: "ee")
    /// Spanish: `es`.
    public static let Spanish = SystemLanguage(verbatim: "es")
    /// Nyanja: `ny`.
    public static let Nyanja = SystemLanguage(verbatim: "ny")
    /// Madurese: `mad`.
    public static let Madurese = SystemLanguage(verbatim: "mad")
    /// Mizo: `lus`.
    public static let Mizo = SystemLanguage(verbatim: "lus")
    /// Uzbek Arabic: `uz-Arab`.
    public static let UzbekArabic = SystemLanguage(verbatim: "uz-Arab")
    /// Avaric: `av`.
    public static let Avaric = SystemLanguage(verbatim: "av")
    /// Turkish: `tr`.
    public static let Turkish = SystemLanguage(verbatim: "tr")
    /// Kannada: `kn`.
    public static let Kannada = SystemLanguage(verbatim: "kn")
    /// Sardinian: `sc`.
    public static let Sardinian = SystemLanguage(verbatim: "sc")
    /// Guarani: `gn`.
    public static let Guarani = SystemLanguage(verbatim: "gn")
    /// Kazakh: `kk`.
    public static let Kazakh = SystemLanguage(verbatim: "kk")
    /// Yemba: `ybb`.
    public static let Yemba = SystemLanguage(verbatim: "ybb")
    /// Taroko: `trv`.
    public static let Taroko = SystemLanguage(verbatim: "trv")
    /// Dutch Netherlands: `nl-NL`.
    public static let DutchNetherlands = SystemLanguage(verbatim: "nl-NL")
    /// Achinese: `ace`.
    public static let Achinese = SystemLanguage(verbatim: "ace")
    /// Ganda: `lg`.
    public static let Ganda = SystemLanguage(verbatim: "lg")
    /// Timne: `tem`.
    public static let Timne = SystemLanguage(verbatim: "tem")
    /// Lithuanian: `lt`.
    public static let Lithuanian = SystemLanguage(verbatim: "lt")
    /// Kabardian: `kbd`.
    public static let Kabardian = SystemLanguage(verbatim: "kbd")
    /// Samoan: `sm`.
    public static let Samoan = SystemLanguage(verbatim: "sm")
    /// Ladino: `lad`.
    public static let Ladino = SystemLanguage(verbatim: "lad")
    /// Oriya: `or`.
    public static let Oriya = SystemLanguage(verbatim: "or")
    /// Chinese Traditional: `zh-Hant`.
    public static let ChineseTraditional = SystemLanguage(verbatim: "zh-Hant")
    /// Belarusian: `be`.
    public static let Belarusian = SystemLanguage(verbatim: "be")
    /// Mongolian: `mn`.
    public static let Mongolian = SystemLanguage(verbatim: "mn")
    /// Malay Arabic: `ms-Arab`.
    public static let MalayArabic = SystemLanguage(verbatim: "ms-Arab")
    /// Tamil: `ta`.
    public static let Tamil = SystemLanguage(verbatim: "ta")
    /// Basque: `eu`.
    public static let Basque = SystemLanguage(verbatim: "eu")
    /// Teso: `teo`.
    public static let Teso = SystemLanguage(verbatim: "teo")
    /// Kikuyu: `ki`.
    public static let Kikuyu = SystemLanguage(verbatim: "ki")
    /// Gujarati: `gu`.
    public static let Gujarati = SystemLanguage(verbatim: "gu")
    /// Zaza: `zza`.
    public static let Zaza = SystemLanguage(verbatim: "zza")
    /// Galician: `gl`.
    public static let Galician = SystemLanguage(verbatim: "gl")
    /// Lezghian: `lez`.
    public static let Lezghian = SystemLanguage(verbatim: "lez")
    /// Portuguese Brazil: `pt-BR`.
    public static let PortugueseBrazil = SystemLanguage(verbatim: "pt-BR")
    /// Maltese: `mt`.
    public static let Maltese = SystemLanguage(verbatim: "mt")
    /// Swiss German: `gsw`.
    public static let SwissGerman = SystemLanguage(verbatim: "gsw")
    /// Zarma: `dje`.
    public static let Zarma = SystemLanguage(verbatim: "dje")
    /// Navajo: `nv`.
    public static let Navajo = SystemLanguage(verbatim: "nv")
    /// Pangasinan: `pag`.
    public static let Pangasinan = SystemLanguage(verbatim: "pag")
    /// Portuguese Portugal: `pt-PT`.
    public static let PortuguesePortugal = SystemLanguage(verbatim: "pt-PT")
    /// Assamese: `as`.
    public static let Assamese = SystemLanguage(verbatim: "as")
    /// Vai Latin: `vai-Latn`.
    public static let VaiLatin = SystemLanguage(verbatim: "vai-Latn")
    /// Nʼ Ko: `nqo`.
    public static let NʼKo = SystemLanguage(verbatim: "nqo")
    /// Latvian: `lv`.
    public static let Latvian = SystemLanguage(verbatim: "lv")
    /// Maithili: `mai`.
    public static let Maithili = SystemLanguage(verbatim: "mai")
    /// Nogai: `nog`.
    public static let Nogai = SystemLanguage(verbatim: "nog")
    /// Mirandese: `mwl`.
    public static let Mirandese = SystemLanguage(verbatim: "mwl")
    /// Aleut: `ale`.
    public static let Aleut = SystemLanguage(verbatim: "ale")
    /// Haitian: `ht`.
    public static let Haitian = SystemLanguage(verbatim: "ht")
    /// Kako: `kkj`.
    public static let Kako = SystemLanguage(verbatim: "kkj")
    /// Scots: `sco`.
    public static let Scots = SystemLanguage(verbatim: "sco")
    /// Urdu: `ur`.
    public static let Urdu = SystemLanguage(verbatim: "ur")
    /// Catalan: `ca`.
    public static let Catalan = SystemLanguage(verbatim: "ca")
    /// Norwegian Bokmål: `nb`.
    public static let NorwegianBokmål = SystemLanguage(verbatim: "nb")
    /// Burmese: `my`.
    public static let Burmese = SystemLanguage(verbatim: "my")
    /// Bosnian Cyrillic: `bs-Cyrl`.
    public static let BosnianCyrillic = SystemLanguage(verbatim: "bs-Cyrl")
    /// Swati: `ss`.
    public static let Swati = SystemLanguage(verbatim: "ss")
    /// Tuvalu: `tvl`.
    public static let Tuvalu = SystemLanguage(verbatim: "tvl")
    /// Afrikaans: `af`.
    public static let Afrikaans = SystemLanguage(verbatim: "af")
    /// Hungarian: `hu`.
    public static let Hungarian = SystemLanguage(verbatim: "hu")
    /// Spanish Mexico: `es-MX`.
    public static let SpanishMexico = SystemLanguage(verbatim: "es-MX")
    /// Mende: `men`.
    public static let Mende = SystemLanguage(verbatim: "men")
    /// Corsican: `co`.
    public static let Corsican = SystemLanguage(verbatim: "co")
    /// Rapanui: `rap`.
    public static let Rapanui = SystemLanguage(verbatim: "rap")
    /// Zulu: `zu`.
    public static let Zulu = SystemLanguage(verbatim: "zu")
    /// Irish: `ga`.
    public static let Irish = SystemLanguage(verbatim: "ga")
    /// Thai: `th`.
    public static let Thai = SystemLanguage(verbatim: "th")
    /// Shona: `sn`.
    public static let Shona = SystemLanguage(verbatim: "sn")
    /// English Canada: `en-CA`.
    public static let EnglishCanada = SystemLanguage(verbatim: "en-CA")
    /// Lunda: `lun`.
    public static let Lunda = SystemLanguage(verbatim: "lun")
    /// Hawaiian: `haw`.
    public static let Hawaiian = SystemLanguage(verbatim: "haw")
    /// Aymara: `ay`.
    public static let Aymara = SystemLanguage(verbatim: "ay")
    /// Tetum: `tet`.
    public static let Tetum = SystemLanguage(verbatim: "tet")
    /// Uzbek Latin: `uz-Latn`.
    public static let UzbekLatin = SystemLanguage(verbatim: "uz-Latn")
    /// Dzongkha: `dz`.
    public static let Dzongkha = SystemLanguage(verbatim: "dz")
    /// Makhuwa Meetto: `mgh`.
    public static let MakhuwaMeetto = SystemLanguage(verbatim: "mgh")
    /// Shan: `shn`.
    public static let Shan = SystemLanguage(verbatim: "shn")
    /// Northern Sotho: `nso`.
    public static let NorthernSotho = SystemLanguage(verbatim: "nso")
    /// Dutch: `nl`.
    public static let Dutch = SystemLanguage(verbatim: "nl")
    /// Yiddish: `yi`.
    public static let Yiddish = SystemLanguage(verbatim: "yi")
    /// Arabic: `ar`.
    public static let Arabic = SystemLanguage(verbatim: "ar")
    /// Wolof: `wo`.
    public static let Wolof = SystemLanguage(verbatim: "wo")
    /// Kalenjin: `kln`.
    public static let Kalenjin = SystemLanguage(verbatim: "kln")
    /// Cornish: `kw`.
    public static let Cornish = SystemLanguage(verbatim: "kw")
    /// Cherokee: `chr`.
    public static let Cherokee = SystemLanguage(verbatim: "chr")
}
