package effectie.site

/** Just enough JSON writing for the programs' output: every value passed in is JSON text already. */
object Json {
  def str(value: String): String = {
    val out = new StringBuilder("\"")
    value.foreach {
      case '"' => out.append("\\\"")
      case '\\' => out.append("\\\\")
      case '\n' => out.append("\\n")
      case '\r' => out.append("\\r")
      case '\t' => out.append("\\t")
      case c if c < ' ' => out.append(f"\\u${c.toInt}%04x")
      case c => out.append(c)
    }
    out.append('"').toString
  }
  def arr(values: List[String]): String = values.mkString("[", ",", "]")
  def obj(fields: (String, String)*): String = fields.map { case (key, value) => s"${str(key)}:$value" }.mkString("{", ",", "}")
}
