// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's identifiers of languages with a two-letter ISO 639-1 code, under AutoMate's names.

extension SystemLanguage {
    /// Malagasy: `mg`.
    public static let Malagasy = SystemLanguage(verbatim: "mg")
    /// Bengali: `bn`.
    public static let Bengali = SystemLanguage(verbatim: "bn")
    /// Southern Sotho: `st`.
    public static let SouthernSotho = SystemLanguage(verbatim: "st")
    /// Fulah: `ff`.
    public static let Fulah = SystemLanguage(verbatim: "ff")
    /// Slovak: `sk`.
    public static let Slovak = SystemLanguage(verbatim: "sk")
    /// Javanese: `jv`.
    public static let Javanese = SystemLanguage(verbatim: "jv")
    /// Ido: `io`.
    public static let Ido = SystemLanguage(verbatim: "io")
    /// Tsonga: `ts`.
    public static let Tsonga = SystemLanguage(verbatim: "ts")
    /// Sango: `sg`.
    public static let Sango = SystemLanguage(verbatim: "sg")
    /// Tajik: `tg`.
    public static let Tajik = SystemLanguage(verbatim: "tg")
    /// Marshallese: `mh`.
    public static let Marshallese = SystemLanguage(verbatim: "mh")
    /// Akan: `ak`.
    public static let Akan = SystemLanguage(verbatim: "ak")
    /// Telugu: `te`.
    public static let Telugu = SystemLanguage(verbatim: "te")
    /// Aragonese: `an`.
    public static let Aragonese = SystemLanguage(verbatim: "an")
    /// Manx: `gv`.
    public static let Manx = SystemLanguage(verbatim: "gv")
    /// Pashto: `ps`.
    public static let Pashto = SystemLanguage(verbatim: "ps")
    /// Nepali: `ne`.
    public static let Nepali = SystemLanguage(verbatim: "ne")
    /// Albanian: `sq`.
    public static let Albanian = SystemLanguage(verbatim: "sq")
    /// Ndonga: `ng`.
    public static let Ndonga = SystemLanguage(verbatim: "ng")
    /// Estonian: `et`.
    public static let Estonian = SystemLanguage(verbatim: "et")
    /// Welsh: `cy`.
    public static let Welsh = SystemLanguage(verbatim: "cy")
    /// Quechua: `qu`.
    public static let Quechua = SystemLanguage(verbatim: "qu")
    /// Malay: `ms`.
    public static let Malay = SystemLanguage(verbatim: "ms")
    /// Bambara: `bm`.
    public static let Bambara = SystemLanguage(verbatim: "bm")
    /// Swahili: `sw`.
    public static let Swahili = SystemLanguage(verbatim: "sw")
    /// Tibetan: `bo`.
    public static let Tibetan = SystemLanguage(verbatim: "bo")
    /// Lingala: `ln`.
    public static let Lingala = SystemLanguage(verbatim: "ln")
    /// Finnish: `fi`.
    public static let Finnish = SystemLanguage(verbatim: "fi")
    /// Tahitian: `ty`.
    public static let Tahitian = SystemLanguage(verbatim: "ty")
    /// Kuanyama: `kj`.
    public static let Kuanyama = SystemLanguage(verbatim: "kj")
    /// English: `en`.
    public static let English = SystemLanguage(verbatim: "en")
    /// Maori: `mi`.
    public static let Maori = SystemLanguage(verbatim: "mi")
    /// Slovenian: `sl`.
    public static let Slovenian = SystemLanguage(verbatim: "sl")
    /// Khmer: `km`.
    public static let Khmer = SystemLanguage(verbatim: "km")
    /// Japanese: `ja`.
    public static let Japanese = SystemLanguage(verbatim: "ja")
    /// Sindhi: `sd`.
    public static let Sindhi = SystemLanguage(verbatim: "sd")
    /// Chamorro: `ch`.
    public static let Chamorro = SystemLanguage(verbatim: "ch")
    /// German: `de`.
    public static let German = SystemLanguage(verbatim: "de")
    /// Korean: `ko`.
    public static let Korean = SystemLanguage(verbatim: "ko")
    /// Tongan: `to`.
    public static let Tongan = SystemLanguage(verbatim: "to")
    /// Kyrgyz: `ky`.
    public static let Kyrgyz = SystemLanguage(verbatim: "ky")
    /// Twi: `tw`.
    public static let Twi = SystemLanguage(verbatim: "tw")
    /// Ukrainian: `uk`.
    public static let Ukrainian = SystemLanguage(verbatim: "uk")
    /// Vietnamese: `vi`.
    public static let Vietnamese = SystemLanguage(verbatim: "vi")
    /// Greek: `el`.
    public static let Greek = SystemLanguage(verbatim: "el")
    /// Limburgish: `li`.
    public static let Limburgish = SystemLanguage(verbatim: "li")
    /// Malayalam: `ml`.
    public static let Malayalam = SystemLanguage(verbatim: "ml")
    /// Luba Katanga: `lu`.
    public static let LubaKatanga = SystemLanguage(verbatim: "lu")
    /// Italian: `it`.
    public static let Italian = SystemLanguage(verbatim: "it")
    /// Walloon: `wa`.
    public static let Walloon = SystemLanguage(verbatim: "wa")
    /// Somali: `so`.
    public static let Somali = SystemLanguage(verbatim: "so")
    /// Croatian: `hr`.
    public static let Croatian = SystemLanguage(verbatim: "hr")
    /// Serbian: `sr`.
    public static let Serbian = SystemLanguage(verbatim: "sr")
    /// Czech: `cs`.
    public static let Czech = SystemLanguage(verbatim: "cs")
    /// Venda: `ve`.
    public static let Venda = SystemLanguage(verbatim: "ve")
    /// Abkhazian: `ab`.
    public static let Abkhazian = SystemLanguage(verbatim: "ab")
    /// Romansh: `rm`.
    public static let Romansh = SystemLanguage(verbatim: "rm")
    /// Amharic: `am`.
    public static let Amharic = SystemLanguage(verbatim: "am")
    /// Breton: `br`.
    public static let Breton = SystemLanguage(verbatim: "br")
    /// Luxembourgish: `lb`.
    public static let Luxembourgish = SystemLanguage(verbatim: "lb")
    /// Russian: `ru`.
    public static let Russian = SystemLanguage(verbatim: "ru")
    /// Rundi: `rn`.
    public static let Rundi = SystemLanguage(verbatim: "rn")
    /// Marathi: `mr`.
    public static let Marathi = SystemLanguage(verbatim: "mr")
    /// Swedish: `sv`.
    public static let Swedish = SystemLanguage(verbatim: "sv")
    /// Armenian: `hy`.
    public static let Armenian = SystemLanguage(verbatim: "hy")
    /// Georgian: `ka`.
    public static let Georgian = SystemLanguage(verbatim: "ka")
    /// Macedonian: `mk`.
    public static let Macedonian = SystemLanguage(verbatim: "mk")
    /// Yoruba: `yo`.
    public static let Yoruba = SystemLanguage(verbatim: "yo")
    /// Kinyarwanda: `rw`.
    public static let Kinyarwanda = SystemLanguage(verbatim: "rw")
    /// Oromo: `om`.
    public static let Oromo = SystemLanguage(verbatim: "om")
    /// Tswana: `tn`.
    public static let Tswana = SystemLanguage(verbatim: "tn")
    /// Sichuan Yi: `ii`.
    public static let SichuanYi = SystemLanguage(verbatim: "ii")
    /// Hindi: `hi`.
    public static let Hindi = SystemLanguage(verbatim: "hi")
    /// Komi: `kv`.
    public static let Komi = SystemLanguage(verbatim: "kv")
    /// French: `fr`.
    public static let French = SystemLanguage(verbatim: "fr")
    /// Occitan: `oc`.
    public static let Occitan = SystemLanguage(verbatim: "oc")
    /// Northern Sami: `se`.
    public static let NorthernSami = SystemLanguage(verbatim: "se")
    /// Persian: `fa`.
    public static let Persian = SystemLanguage(verbatim: "fa")
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
    /// Tagalog: `tl`.
    public static let Tagalog = SystemLanguage(verbatim: "tl")
    /// Nauru: `na`.
    public static let Nauru = SystemLanguage(verbatim: "na")
    /// Indonesian: `id`.
    public static let Indonesian = SystemLanguage(verbatim: "id")
    /// Latin: `la`.
    public static let Latin = SystemLanguage(verbatim: "la")
    /// South Ndebele: `nr`.
    public static let SouthNdebele = SystemLanguage(verbatim: "nr")
    /// Xhosa: `xh`.
    public static let Xhosa = SystemLanguage(verbatim: "xh")
    /// Uyghur: `ug`.
    public static let Uyghur = SystemLanguage(verbatim: "ug")
    /// Danish: `da`.
    public static let Danish = SystemLanguage(verbatim: "da")
    /// Lao: `lo`.
    public static let Lao = SystemLanguage(verbatim: "lo")
    /// Norwegian Nynorsk: `nn`.
    public static let NorwegianNynorsk = SystemLanguage(verbatim: "nn")
    /// Sinhala: `si`.
    public static let Sinhala = SystemLanguage(verbatim: "si")
    /// Portuguese: `pt`.
    public static let Portuguese = SystemLanguage(verbatim: "pt")
    /// Kalaallisut: `kl`.
    public static let Kalaallisut = SystemLanguage(verbatim: "kl")
    /// Ossetic: `os`.
    public static let Ossetic = SystemLanguage(verbatim: "os")
    /// Bulgarian: `bg`.
    public static let Bulgarian = SystemLanguage(verbatim: "bg")
    /// Scottish Gaelic: `gd`.
    public static let ScottishGaelic = SystemLanguage(verbatim: "gd")
    /// North Ndebele: `nd`.
    public static let NorthNdebele = SystemLanguage(verbatim: "nd")
    /// Punjabi: `pa`.
    public static let Punjabi = SystemLanguage(verbatim: "pa")
    /// Bosnian: `bs`.
    public static let Bosnian = SystemLanguage(verbatim: "bs")
    /// Sanskrit: `sa`.
    public static let Sanskrit = SystemLanguage(verbatim: "sa")
    /// Icelandic: `is`.
    public static let Icelandic = SystemLanguage(verbatim: "is")
    /// Esperanto: `eo`.
    public static let Esperanto = SystemLanguage(verbatim: "eo")
    /// Kanuri: `kr`.
    public static let Kanuri = SystemLanguage(verbatim: "kr")
    /// Tigrinya: `ti`.
    public static let Tigrinya = SystemLanguage(verbatim: "ti")
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
    /// Ganda: `lg`.
    public static let Ganda = SystemLanguage(verbatim: "lg")
    /// Lithuanian: `lt`.
    public static let Lithuanian = SystemLanguage(verbatim: "lt")
    /// Samoan: `sm`.
    public static let Samoan = SystemLanguage(verbatim: "sm")
    /// Oriya: `or`.
    public static let Oriya = SystemLanguage(verbatim: "or")
    /// Belarusian: `be`.
    public static let Belarusian = SystemLanguage(verbatim: "be")
    /// Mongolian: `mn`.
    public static let Mongolian = SystemLanguage(verbatim: "mn")
    /// Tamil: `ta`.
    public static let Tamil = SystemLanguage(verbatim: "ta")
    /// Basque: `eu`.
    public static let Basque = SystemLanguage(verbatim: "eu")
    /// Kikuyu: `ki`.
    public static let Kikuyu = SystemLanguage(verbatim: "ki")
    /// Gujarati: `gu`.
    public static let Gujarati = SystemLanguage(verbatim: "gu")
    /// Galician: `gl`.
    public static let Galician = SystemLanguage(verbatim: "gl")
    /// Maltese: `mt`.
    public static let Maltese = SystemLanguage(verbatim: "mt")
    /// Navajo: `nv`.
    public static let Navajo = SystemLanguage(verbatim: "nv")
    /// Assamese: `as`.
    public static let Assamese = SystemLanguage(verbatim: "as")
    /// Latvian: `lv`.
    public static let Latvian = SystemLanguage(verbatim: "lv")
    /// Haitian: `ht`.
    public static let Haitian = SystemLanguage(verbatim: "ht")
    /// Urdu: `ur`.
    public static let Urdu = SystemLanguage(verbatim: "ur")
    /// Catalan: `ca`.
    public static let Catalan = SystemLanguage(verbatim: "ca")
    /// Norwegian Bokmål: `nb`.
    public static let NorwegianBokmål = SystemLanguage(verbatim: "nb")
    /// Burmese: `my`.
    public static let Burmese = SystemLanguage(verbatim: "my")
    /// Swati: `ss`.
    public static let Swati = SystemLanguage(verbatim: "ss")
    /// Afrikaans: `af`.
    public static let Afrikaans = SystemLanguage(verbatim: "af")
    /// Hungarian: `hu`.
    public static let Hungarian = SystemLanguage(verbatim: "hu")
    /// Corsican: `co`.
    public static let Corsican = SystemLanguage(verbatim: "co")
    /// Zulu: `zu`.
    public static let Zulu = SystemLanguage(verbatim: "zu")
    /// Irish: `ga`.
    public static let Irish = SystemLanguage(verbatim: "ga")
    /// Thai: `th`.
    public static let Thai = SystemLanguage(verbatim: "th")
    /// Shona: `sn`.
    public static let Shona = SystemLanguage(verbatim: "sn")
    /// Aymara: `ay`.
    public static let Aymara = SystemLanguage(verbatim: "ay")
    /// Dzongkha: `dz`.
    public static let Dzongkha = SystemLanguage(verbatim: "dz")
    /// Dutch: `nl`.
    public static let Dutch = SystemLanguage(verbatim: "nl")
    /// Yiddish: `yi`.
    public static let Yiddish = SystemLanguage(verbatim: "yi")
    /// Arabic: `ar`.
    public static let Arabic = SystemLanguage(verbatim: "ar")
    /// Wolof: `wo`.
    public static let Wolof = SystemLanguage(verbatim: "wo")
    /// Cornish: `kw`.
    public static let Cornish = SystemLanguage(verbatim: "kw")
}
