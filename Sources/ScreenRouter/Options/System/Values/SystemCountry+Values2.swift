// swift-format-ignore-file: AlwaysUseLowerCamelCase, IdentifiersMustBeASCII
// AutoMate's names, kept as AutoMate spells them so that code written for AutoMate compiles unchanged.
// Apple's country or region identifiers, under the names AutoMate gives them (Lebanon to ÅlandIslands).

extension SystemCountry {
    /// Lebanon: `LB`.
    public static let Lebanon = SystemCountry(verbatim: "LB")
    /// Lesotho: `LS`.
    public static let Lesotho = SystemCountry(verbatim: "LS")
    /// Liberia: `LR`.
    public static let Liberia = SystemCountry(verbatim: "LR")
    /// Libya: `LY`.
    public static let Libya = SystemCountry(verbatim: "LY")
    /// Liechtenstein: `LI`.
    public static let Liechtenstein = SystemCountry(verbatim: "LI")
    /// Lithuania: `LT`.
    public static let Lithuania = SystemCountry(verbatim: "LT")
    /// Luxembourg: `LU`.
    public static let Luxembourg = SystemCountry(verbatim: "LU")
    /// Macau: `MO`.
    public static let Macau = SystemCountry(verbatim: "MO")
    /// Macedonia: `MK`.
    public static let Macedonia = SystemCountry(verbatim: "MK")
    /// Madagascar: `MG`.
    public static let Madagascar = SystemCountry(verbatim: "MG")
    /// Malawi: `MW`.
    public static let Malawi = SystemCountry(verbatim: "MW")
    /// Malaysia: `MY`.
    public static let Malaysia = SystemCountry(verbatim: "MY")
    /// Maldives: `MV`.
    public static let Maldives = SystemCountry(verbatim: "MV")
    /// Mali: `ML`.
    public static let Mali = SystemCountry(verbatim: "ML")
    /// Malta: `MT`.
    public static let Malta = SystemCountry(verbatim: "MT")
    /// Marshall Islands: `MH`.
    public static let MarshallIslands = SystemCountry(verbatim: "MH")
    /// Martinique: `MQ`.
    public static let Martinique = SystemCountry(verbatim: "MQ")
    /// Mauritania: `MR`.
    public static let Mauritania = SystemCountry(verbatim: "MR")
    /// Mauritius: `MU`.
    public static let Mauritius = SystemCountry(verbatim: "MU")
    /// Mayotte: `YT`.
    public static let Mayotte = SystemCountry(verbatim: "YT")
    /// Mexico: `MX`.
    public static let Mexico = SystemCountry(verbatim: "MX")
    /// Micronesia: `FM`.
    public static let Micronesia = SystemCountry(verbatim: "FM")
    /// Moldova: `MD`.
    public static let Moldova = SystemCountry(verbatim: "MD")
    /// Monaco: `MC`.
    public static let Monaco = SystemCountry(verbatim: "MC")
    /// Mongolia: `MN`.
    public static let Mongolia = SystemCountry(verbatim: "MN")
    /// Montenegro: `ME`.
    public static let Montenegro = SystemCountry(verbatim: "ME")
    /// Montserrat: `MS`.
    public static let Montserrat = SystemCountry(verbatim: "MS")
    /// Morocco: `MA`.
    public static let Morocco = SystemCountry(verbatim: "MA")
    /// Mozambique: `MZ`.
    public static let Mozambique = SystemCountry(verbatim: "MZ")
    /// Myanmar: `MM`.
    public static let Myanmar = SystemCountry(verbatim: "MM")
    /// Namibia: `NA`.
    public static let Namibia = SystemCountry(verbatim: "NA")
    /// Nepal: `NP`.
    public static let Nepal = SystemCountry(verbatim: "NP")
    /// Netherlands: `NL`.
    public static let Netherlands = SystemCountry(verbatim: "NL")
    /// New Caledonia: `NC`.
    public static let NewCaledonia = SystemCountry(verbatim: "NC")
    /// New Zealand: `NZ`.
    public static let NewZealand = SystemCountry(verbatim: "NZ")
    /// Nicaragua: `NI`.
    public static let Nicaragua = SystemCountry(verbatim: "NI")
    /// Niger: `NE`.
    public static let Niger = SystemCountry(verbatim: "NE")
    /// Nigeria: `NG`.
    public static let Nigeria = SystemCountry(verbatim: "NG")
    /// Niue: `NU`.
    public static let Niue = SystemCountry(verbatim: "NU")
    /// Norfolk Island: `NF`.
    public static let NorfolkIsland = SystemCountry(verbatim: "NF")
    /// North Korea: `KP`.
    public static let NorthKorea = SystemCountry(verbatim: "KP")
    /// Northern Mariana Islands: `MP`.
    public static let NorthernMarianaIslands = SystemCountry(verbatim: "MP")
    /// Norway: `NO`.
    public static let Norway = SystemCountry(verbatim: "NO")
    /// Oman: `OM`.
    public static let Oman = SystemCountry(verbatim: "OM")
    /// Pakistan: `PK`.
    public static let Pakistan = SystemCountry(verbatim: "PK")
    /// Palau: `PW`.
    public static let Palau = SystemCountry(verbatim: "PW")
    /// Palestinian Territories: `PS`.
    public static let PalestinianTerritories = SystemCountry(verbatim: "PS")
    /// Panama: `PA`.
    public static let Panama = SystemCountry(verbatim: "PA")
    /// Papua New Guinea: `PG`.
    public static let PapuaNewGuinea = SystemCountry(verbatim: "PG")
    /// Paraguay: `PY`.
    public static let Paraguay = SystemCountry(verbatim: "PY")
    /// Peru: `PE`.
    public static let Peru = SystemCountry(verbatim: "PE")
    /// Philippines: `PH`.
    public static let Philippines = SystemCountry(verbatim: "PH")
    /// Pitcairn Islands: `PN`.
    public static let PitcairnIslands = SystemCountry(verbatim: "PN")
    /// Poland: `PL`.
    public static let Poland = SystemCountry(verbatim: "PL")
    /// Portugal: `PT`.
    public static let Portugal = SystemCountry(verbatim: "PT")
    /// Puerto Rico: `PR`.
    public static let PuertoRico = SystemCountry(verbatim: "PR")
    /// Qatar: `QA`.
    public static let Qatar = SystemCountry(verbatim: "QA")
    /// Reunion Island: `RE`.
    public static let ReunionIsland = SystemCountry(verbatim: "RE")
    /// Romania: `RO`.
    public static let Romania = SystemCountry(verbatim: "RO")
    /// Russia: `RU`.
    public static let Russia = SystemCountry(verbatim: "RU")
    /// Rwanda: `RW`.
    public static let Rwanda = SystemCountry(verbatim: "RW")
    /// Saint Barthélemy: `BL`.
    public static let SaintBarthélemy = SystemCountry(verbatim: "BL")
    /// Saint Helena Ascensionand Tristanda Cunha: `SH`.
    public static let SaintHelenaAscensionandTristandaCunha = SystemCountry(verbatim: "SH")
    /// Saint Kittsand Nevis: `KN`.
    public static let SaintKittsandNevis = SystemCountry(verbatim: "KN")
    /// Saint Lucia: `LC`.
    public static let SaintLucia = SystemCountry(verbatim: "LC")
    /// Saint Martin: `MF`.
    public static let SaintMartin = SystemCountry(verbatim: "MF")
    /// Saint Pierreand Miquelon: `PM`.
    public static let SaintPierreandMiquelon = SystemCountry(verbatim: "PM")
    /// Saint Vincentandthe Grenadines: `VC`.
    public static let SaintVincentandtheGrenadines = SystemCountry(verbatim: "VC")
    /// Samoa: `WS`.
    public static let Samoa = SystemCountry(verbatim: "WS")
    /// Saudi Arabia: `SA`.
    public static let SaudiArabia = SystemCountry(verbatim: "SA")
    /// Senegal: `SN`.
    public static let Senegal = SystemCountry(verbatim: "SN")
    /// Serbia: `CS`.
    public static let Serbia = SystemCountry(verbatim: "CS")
    /// Seychelles: `SC`.
    public static let Seychelles = SystemCountry(verbatim: "SC")
    /// Sierra Leone: `SL`.
    public static let SierraLeone = SystemCountry(verbatim: "SL")
    /// Singapore: `SG`.
    public static let Singapore = SystemCountry(verbatim: "SG")
    /// Sint Maarten: `SX`.
    public static let SintMaarten = SystemCountry(verbatim: "SX")
    /// Slovakia: `SK`.
    public static let Slovakia = SystemCountry(verbatim: "SK")
    /// Slovenia: `SI`.
    public static let Slovenia = SystemCountry(verbatim: "SI")
    /// Solomon Islands: `SB`.
    public static let SolomonIslands = SystemCountry(verbatim: "SB")
    /// Somalia: `SO`.
    public static let Somalia = SystemCountry(verbatim: "SO")
    /// South Africa: `ZA`.
    public static let SouthAfrica = SystemCountry(verbatim: "ZA")
    /// South Georgia: `GS`.
    public static let SouthGeorgia = SystemCountry(verbatim: "GS")
    /// South Korea: `KR`.
    public static let SouthKorea = SystemCountry(verbatim: "KR")
    /// South Sudan: `SS`.
    public static let SouthSudan = SystemCountry(verbatim: "SS")
    /// Spain: `ES`.
    public static let Spain = SystemCountry(verbatim: "ES")
    /// Sri Lanka: `LK`.
    public static let SriLanka = SystemCountry(verbatim: "LK")
    /// Sudan: `SD`.
    public static let Sudan = SystemCountry(verbatim: "SD")
    /// Surinam: `SR`.
    public static let Surinam = SystemCountry(verbatim: "SR")
    /// Swaziland: `SZ`.
    public static let Swaziland = SystemCountry(verbatim: "SZ")
    /// Sweden: `SE`.
    public static let Sweden = SystemCountry(verbatim: "SE")
    /// Switzerland: `CH`.
    public static let Switzerland = SystemCountry(verbatim: "CH")
    /// Syria: `SY`.
    public static let Syria = SystemCountry(verbatim: "SY")
    /// São Toméand Príncipe: `ST`.
    public static let SãoToméandPríncipe = SystemCountry(verbatim: "ST")
    /// Taiwan: `TW`.
    public static let Taiwan = SystemCountry(verbatim: "TW")
    /// Tajikistan: `TJ`.
    public static let Tajikistan = SystemCountry(verbatim: "TJ")
    /// Tanzania: `TZ`.
    public static let Tanzania = SystemCountry(verbatim: "TZ")
    /// Thailand: `TH`.
    public static let Thailand = SystemCountry(verbatim: "TH")
    /// Togo: `TG`.
    public static let Togo = SystemCountry(verbatim: "TG")
    /// Tokelau: `TK`.
    public static let Tokelau = SystemCountry(verbatim: "TK")
    /// Tonga: `TO`.
    public static let Tonga = SystemCountry(verbatim: "TO")
    /// Tunisia: `TN`.
    public static let Tunisia = SystemCountry(verbatim: "TN")
    /// Turkey: `TR`.
    public static let Turkey = SystemCountry(verbatim: "TR")
    /// Turkmenistan: `TM`.
    public static let Turkmenistan = SystemCountry(verbatim: "TM")
    /// Turksand Caicos Islands: `TC`.
    public static let TurksandCaicosIslands = SystemCountry(verbatim: "TC")
    /// UAE: `AE`.
    public static let UAE = SystemCountry(verbatim: "AE")
    /// USVirgin Islands: `VI`.
    public static let USVirginIslands = SystemCountry(verbatim: "VI")
    /// USA: `US`.
    public static let USA = SystemCountry(verbatim: "US")
    /// Uganda: `UG`.
    public static let Uganda = SystemCountry(verbatim: "UG")
    /// Ukraine: `UA`.
    public static let Ukraine = SystemCountry(verbatim: "UA")
    /// Uruguay: `UY`.
    public static let Uruguay = SystemCountry(verbatim: "UY")
    /// Uzbekistan: `UZ`.
    public static let Uzbekistan = SystemCountry(verbatim: "UZ")
    /// Vanuatu: `VU`.
    public static let Vanuatu = SystemCountry(verbatim: "VU")
    /// Venezuela: `VE`.
    public static let Venezuela = SystemCountry(verbatim: "VE")
    /// Vietnam: `VN`.
    public static let Vietnam = SystemCountry(verbatim: "VN")
    /// Wallisand Futuna: `WF`.
    public static let WallisandFutuna = SystemCountry(verbatim: "WF")
    /// Western Sahara: `EH`.
    public static let WesternSahara = SystemCountry(verbatim: "EH")
    /// Yemen: `YE`.
    public static let Yemen = SystemCountry(verbatim: "YE")
    /// Zaire: `ZR`.
    public static let Zaire = SystemCountry(verbatim: "ZR")
    /// Zambia: `ZM`.
    public static let Zambia = SystemCountry(verbatim: "ZM")
    /// Zimbabwe: `ZW`.
    public static let Zimbabwe = SystemCountry(verbatim: "ZW")
    /// Åland Islands: `AX`.
    public static let ÅlandIslands = SystemCountry(verbatim: "AX")
}
