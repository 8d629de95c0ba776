// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's identifiers of languages with a three-letter ISO 639-2 or 639-3 code only, under AutoMate's names.

extension SystemLanguage {
    /// Cheyenne: `chy`.
    public static let Cheyenne = SystemLanguage(verbatim: "chy")
    /// Tasawaq: `twq`.
    public static let Tasawaq = SystemLanguage(verbatim: "twq")
    /// Nuer: `nus`.
    public static let Nuer = SystemLanguage(verbatim: "nus")
    /// Neapolitan: `nap`.
    public static let Neapolitan = SystemLanguage(verbatim: "nap")
    /// Central Kurdish: `ckb`.
    public static let CentralKurdish = SystemLanguage(verbatim: "ckb")
    /// Adangme: `ada`.
    public static let Adangme = SystemLanguage(verbatim: "ada")
    /// Luo: `luo`.
    public static let Luo = SystemLanguage(verbatim: "luo")
    /// Tumbuka: `tum`.
    public static let Tumbuka = SystemLanguage(verbatim: "tum")
    /// Meru: `mer`.
    public static let Meru = SystemLanguage(verbatim: "mer")
    /// Angika: `anp`.
    public static let Angika = SystemLanguage(verbatim: "anp")
    /// Rarotongan: `rar`.
    public static let Rarotongan = SystemLanguage(verbatim: "rar")
    /// Arapaho: `arp`.
    public static let Arapaho = SystemLanguage(verbatim: "arp")
    /// Bemba: `bem`.
    public static let Bemba = SystemLanguage(verbatim: "bem")
    /// Kpelle: `kpe`.
    public static let Kpelle = SystemLanguage(verbatim: "kpe")
    /// Kimbundu: `kmb`.
    public static let Kimbundu = SystemLanguage(verbatim: "kmb")
    /// Soga: `xog`.
    public static let Soga = SystemLanguage(verbatim: "xog")
    /// Palauan: `pau`.
    public static let Palauan = SystemLanguage(verbatim: "pau")
    /// Ainu: `ain`.
    public static let Ainu = SystemLanguage(verbatim: "ain")
    /// Newari: `new`.
    public static let Newari = SystemLanguage(verbatim: "new")
    /// Colognian: `ksh`.
    public static let Colognian = SystemLanguage(verbatim: "ksh")
    /// Metaʼ: `mgo`.
    public static let Metaʼ = SystemLanguage(verbatim: "mgo")
    /// Filipino: `fil`.
    public static let Filipino = SystemLanguage(verbatim: "fil")
    /// Sakha: `sah`.
    public static let Sakha = SystemLanguage(verbatim: "sah")
    /// Ngomba: `jgo`.
    public static let Ngomba = SystemLanguage(verbatim: "jgo")
    /// Nyankole: `nyn`.
    public static let Nyankole = SystemLanguage(verbatim: "nyn")
    /// Pampanga: `pam`.
    public static let Pampanga = SystemLanguage(verbatim: "pam")
    /// Nias: `nia`.
    public static let Nias = SystemLanguage(verbatim: "nia")
    /// Kurukh: `kru`.
    public static let Kurukh = SystemLanguage(verbatim: "kru")
    /// Mapuche: `arn`.
    public static let Mapuche = SystemLanguage(verbatim: "arn")
    /// Micmac: `mic`.
    public static let Micmac = SystemLanguage(verbatim: "mic")
    /// Jju: `kaj`.
    public static let Jju = SystemLanguage(verbatim: "kaj")
    /// Sukuma: `suk`.
    public static let Sukuma = SystemLanguage(verbatim: "suk")
    /// Khasi: `kha`.
    public static let Khasi = SystemLanguage(verbatim: "kha")
    /// Lozi: `loz`.
    public static let Lozi = SystemLanguage(verbatim: "loz")
    /// Awadhi: `awa`.
    public static let Awadhi = SystemLanguage(verbatim: "awa")
    /// Ngiemboon: `nnh`.
    public static let Ngiemboon = SystemLanguage(verbatim: "nnh")
    /// Umbundu: `umb`.
    public static let Umbundu = SystemLanguage(verbatim: "umb")
    /// Sicilian: `scn`.
    public static let Sicilian = SystemLanguage(verbatim: "scn")
    /// Karelian: `krl`.
    public static let Karelian = SystemLanguage(verbatim: "krl")
    /// Makasar: `mak`.
    public static let Makasar = SystemLanguage(verbatim: "mak")
    /// Morisyen: `mfe`.
    public static let Morisyen = SystemLanguage(verbatim: "mfe")
    /// Moksha: `mdf`.
    public static let Moksha = SystemLanguage(verbatim: "mdf")
    /// Mundang: `mua`.
    public static let Mundang = SystemLanguage(verbatim: "mua")
    /// Tigre: `tig`.
    public static let Tigre = SystemLanguage(verbatim: "tig")
    /// Erzya: `myv`.
    public static let Erzya = SystemLanguage(verbatim: "myv")
    /// Zuni: `zun`.
    public static let Zuni = SystemLanguage(verbatim: "zun")
    /// Vai: `vai`.
    public static let Vai = SystemLanguage(verbatim: "vai")
    /// Tok Pisin: `tpi`.
    public static let TokPisin = SystemLanguage(verbatim: "tpi")
    /// Kamba: `kam`.
    public static let Kamba = SystemLanguage(verbatim: "kam")
    /// Sranan Tongo: `srn`.
    public static let SrananTongo = SystemLanguage(verbatim: "srn")
    /// Mohawk: `moh`.
    public static let Mohawk = SystemLanguage(verbatim: "moh")
    /// Kabuverdianu: `kea`.
    public static let Kabuverdianu = SystemLanguage(verbatim: "kea")
    /// Comorian: `swb`.
    public static let Comorian = SystemLanguage(verbatim: "swb")
    /// Koyra Chiini: `khq`.
    public static let KoyraChiini = SystemLanguage(verbatim: "khq")
    /// Klingon: `tlh`.
    public static let Klingon = SystemLanguage(verbatim: "tlh")
    /// Luyia: `luy`.
    public static let Luyia = SystemLanguage(verbatim: "luy")
    /// Tuvinian: `tyv`.
    public static let Tuvinian = SystemLanguage(verbatim: "tyv")
    /// Asturian: `ast`.
    public static let Asturian = SystemLanguage(verbatim: "ast")
    /// Koyraboro Senni: `ses`.
    public static let KoyraboroSenni = SystemLanguage(verbatim: "ses")
    /// Creek: `mus`.
    public static let Creek = SystemLanguage(verbatim: "mus")
    /// Santali: `sat`.
    public static let Santali = SystemLanguage(verbatim: "sat")
    /// Magahi: `mag`.
    public static let Magahi = SystemLanguage(verbatim: "mag")
    /// Adyghe: `ady`.
    public static let Adyghe = SystemLanguage(verbatim: "ady")
    /// Aromanian: `rup`.
    public static let Aromanian = SystemLanguage(verbatim: "rup")
    /// Kalmyk: `xal`.
    public static let Kalmyk = SystemLanguage(verbatim: "xal")
    /// Mossi: `mos`.
    public static let Mossi = SystemLanguage(verbatim: "mos")
    /// Niuean: `niu`.
    public static let Niuean = SystemLanguage(verbatim: "niu")
    /// Masai: `mas`.
    public static let Masai = SystemLanguage(verbatim: "mas")
    /// Standard Moroccan Tamazight: `zgh`.
    public static let StandardMoroccanTamazight = SystemLanguage(verbatim: "zgh")
    /// Karachay Balkar: `krc`.
    public static let KarachayBalkar = SystemLanguage(verbatim: "krc")
    /// Luba Lulua: `lua`.
    public static let LubaLulua = SystemLanguage(verbatim: "lua")
    /// Udmurt: `udm`.
    public static let Udmurt = SystemLanguage(verbatim: "udm")
    /// Sandawe: `sad`.
    public static let Sandawe = SystemLanguage(verbatim: "sad")
    /// Lojban: `jbo`.
    public static let Lojban = SystemLanguage(verbatim: "jbo")
    /// Fanti: `fat`.
    public static let Fanti = SystemLanguage(verbatim: "fat")
    /// Kumyk: `kum`.
    public static let Kumyk = SystemLanguage(verbatim: "kum")
    /// Nama: `naq`.
    public static let Nama = SystemLanguage(verbatim: "naq")
    /// Gusii: `guz`.
    public static let Gusii = SystemLanguage(verbatim: "guz")
    /// Manipuri: `mni`.
    public static let Manipuri = SystemLanguage(verbatim: "mni")
    /// Ngambay: `sba`.
    public static let Ngambay = SystemLanguage(verbatim: "sba")
    /// Lakota: `lkt`.
    public static let Lakota = SystemLanguage(verbatim: "lkt")
    /// Konkani: `kok`.
    public static let Konkani = SystemLanguage(verbatim: "kok")
    /// Cantonese: `yue`.
    public static let Cantonese = SystemLanguage(verbatim: "yue")
    /// Minangkabau: `min`.
    public static let Minangkabau = SystemLanguage(verbatim: "min")
    /// Kachin: `kac`.
    public static let Kachin = SystemLanguage(verbatim: "kac")
    /// Kabyle: `kab`.
    public static let Kabyle = SystemLanguage(verbatim: "kab")
    /// Waray: `war`.
    public static let Waray = SystemLanguage(verbatim: "war")
    /// Southern Altai: `alt`.
    public static let SouthernAltai = SystemLanguage(verbatim: "alt")
    /// Madurese: `mad`.
    public static let Madurese = SystemLanguage(verbatim: "mad")
    /// Mizo: `lus`.
    public static let Mizo = SystemLanguage(verbatim: "lus")
    /// Yemba: `ybb`.
    public static let Yemba = SystemLanguage(verbatim: "ybb")
    /// Taroko: `trv`.
    public static let Taroko = SystemLanguage(verbatim: "trv")
    /// Achinese: `ace`.
    public static let Achinese = SystemLanguage(verbatim: "ace")
    /// Timne: `tem`.
    public static let Timne = SystemLanguage(verbatim: "tem")
    /// Kabardian: `kbd`.
    public static let Kabardian = SystemLanguage(verbatim: "kbd")
    /// Ladino: `lad`.
    public static let Ladino = SystemLanguage(verbatim: "lad")
    /// Teso: `teo`.
    public static let Teso = SystemLanguage(verbatim: "teo")
    /// Zaza: `zza`.
    public static let Zaza = SystemLanguage(verbatim: "zza")
    /// Lezghian: `lez`.
    public static let Lezghian = SystemLanguage(verbatim: "lez")
    /// Swiss German: `gsw`.
    public static let SwissGerman = SystemLanguage(verbatim: "gsw")
    /// Zarma: `dje`.
    public static let Zarma = SystemLanguage(verbatim: "dje")
    /// Pangasinan: `pag`.
    public static let Pangasinan = SystemLanguage(verbatim: "pag")
    /// Nʼ Ko: `nqo`.
    public static let NʼKo = SystemLanguage(verbatim: "nqo")
    /// Maithili: `mai`.
    public static let Maithili = SystemLanguage(verbatim: "mai")
    /// Nogai: `nog`.
    public static let Nogai = SystemLanguage(verbatim: "nog")
    /// Mirandese: `mwl`.
    public static let Mirandese = SystemLanguage(verbatim: "mwl")
    /// Aleut: `ale`.
    public static let Aleut = SystemLanguage(verbatim: "ale")
    /// Kako: `kkj`.
    public static let Kako = SystemLanguage(verbatim: "kkj")
    /// Scots: `sco`.
    public static let Scots = SystemLanguage(verbatim: "sco")
    /// Tuvalu: `tvl`.
    public static let Tuvalu = SystemLanguage(verbatim: "tvl")
    /// Mende: `men`.
    public static let Mende = SystemLanguage(verbatim: "men")
    /// Rapanui: `rap`.
    public static let Rapanui = SystemLanguage(verbatim: "rap")
    /// Lunda: `lun`.
    public static let Lunda = SystemLanguage(verbatim: "lun")
    /// Hawaiian: `haw`.
    public static let Hawaiian = SystemLanguage(verbatim: "haw")
    /// Tetum: `tet`.
    public static let Tetum = SystemLanguage(verbatim: "tet")
    /// Makhuwa Meetto: `mgh`.
    public static let MakhuwaMeetto = SystemLanguage(verbatim: "mgh")
    /// Shan: `shn`.
    public static let Shan = SystemLanguage(verbatim: "shn")
    /// Northern Sotho: `nso`.
    public static let NorthernSotho = SystemLanguage(verbatim: "nso")
    /// Kalenjin: `kln`.
    public static let Kalenjin = SystemLanguage(verbatim: "kln")
    /// Cherokee: `chr`.
    public static let Cherokee = SystemLanguage(verbatim: "chr")
}
