package effectie.site

import java.nio.charset.StandardCharsets.UTF_8
import java.nio.file.{Files, Paths}

import scala.collection.mutable
import scala.reflect.internal.util.BatchSourceFile
import scala.tools.nsc.{Global, Settings}
import scala.tools.nsc.reporters.StoreReporter

/**
 * Typechecks Scala sources with the compiler the examples use and writes, for every identifier
 * written in them, what the compiler knows: its declared signature, where it is declared, the
 * type of the expression it heads when the signature does not say it, the implicit arguments
 * the compiler inserted there and the implicit conversion the call went through.
 *
 * Usage: ExampleTypes <manifest> <output>. The manifest has tab-separated lines: `classpath\t<cp>`
 * starts a group of sources compiled together, `option\t<scalac option>` and `file\t<path>` add
 * to it, and a line `errors-only` makes it a group whose sources are only checked: compiled up to
 * refchecks, which reports what typer leaves (overrides, abstract members), with no types
 * recorded. The output has one JSON object per line and file:
 * {"file": path, "errors": [[offset, message]], "entries": [entry], "occurrences": [[start, end, entry]]}
 * where an entry is {"signature", "symbol"?, "type"?, "implicits"?, "via"?, "viaType"?} and
 * "symbol" is left out for what the file itself defines, in an entry and in an inserted argument.
 */
object ExampleTypes {
  final case class Group(classpath: String, options: Vector[String], files: Vector[String], errorsOnly: Boolean = false)

  def main(args: Array[String]): Unit = {
    val Array(manifest, output) = args
    val groups = mutable.ArrayBuffer.empty[Group]
    Files.readAllLines(Paths.get(manifest), UTF_8).forEach { line =>
      line.split("\t", 2) match {
        case Array("classpath", cp) => groups += Group(cp, Vector.empty, Vector.empty)
        case Array("option", option) => groups(groups.size - 1) = groups.last.copy(options = groups.last.options :+ option)
        case Array("file", path) => groups(groups.size - 1) = groups.last.copy(files = groups.last.files :+ path)
        case Array("errors-only") => groups(groups.size - 1) = groups.last.copy(errorsOnly = true)
        case _ if line.trim.isEmpty =>
        case _ => throw new IllegalArgumentException(s"unexpected manifest line: $line")
      }
    }
    val out = Files.newBufferedWriter(Paths.get(output), UTF_8)
    try groups.foreach(group => new GroupTyper(group).describe().foreach { line => out.write(line); out.write('\n') })
    finally out.close()
  }
}

final class GroupTyper(group: ExampleTypes.Group) {
  private val settings = new Settings(error => throw new IllegalArgumentException(error))
  settings.usejavacp.value = false
  settings.classpath.value = group.classpath
  settings.Yrangepos.value = true
  settings.stopAfter.value = List(if (group.errorsOnly) "refchecks" else "typer")
  settings.processArguments(group.options.toList, processAll = true)
  private val reporter = new StoreReporter(settings)
  val global: Global = new Global(settings, reporter)
  import global._

  def describe(): List[String] = {
    val run = new Run
    run.compileSources(group.files.toList.map(path => new BatchSourceFile(path, new String(Files.readAllBytes(Paths.get(path)), UTF_8))))
    val errors = reporter.infos.toList.filter(_.severity == reporter.ERROR)
    // An error that belongs to no source would otherwise pass unseen.
    val unplaced = errors.filterNot(_.pos.isDefined)
    if (unplaced.nonEmpty) throw new IllegalStateException(unplaced.map(_.msg).mkString("errors outside the sources:\n", "\n", ""))
    run.units.toList.map { unit =>
      val path = unit.source.file.path
      val unitErrors = errors.filter(info => info.pos.isDefined && info.pos.source.file.path == path)
      val collector = new Collector(unit)
      if (unitErrors.isEmpty && !group.errorsOnly) collector.traverse(unit.body)
      Json.obj(
        "file" -> Json.str(path),
        "errors" -> Json.arr(unitErrors.map(info => Json.arr(List(info.pos.point.toString, Json.str(info.msg))))),
        "entries" -> Json.arr(collector.entries.keys.toList),
        "occurrences" -> Json.arr(collector.occurrences.values.toList.sortBy(_._1).map { case (start, end, entry) => Json.arr(List(start.toString, end.toString, entry.toString)) }),
      )
    }
  }

  /** Types as a reader writes them: `IO[Int]`, not `cats.effect.IO[Int]` or `MdocApp.this.User`. */
  private object shorten extends TypeMap {
    private def dropsPrefix(pre: Type): Boolean = pre match {
      case NoPrefix => false
      case ThisType(_) => true
      case SingleType(_, sym) => sym.hasPackageFlag || sym.isModuleOrModuleClass
      case _ => pre.typeSymbol.hasPackageFlag
    }
    def apply(tp: Type): Type = mapOver(tp) match {
      case TypeRef(pre, sym, args) if dropsPrefix(pre) => typeRef(NoPrefix, sym, args)
      case SingleType(pre, sym) if dropsPrefix(pre) => singleType(NoPrefix, sym)
      case other => other
    }
  }

  private def typeString(tp: Type): String = shorten(tp).toString.replaceAll(",(?=\\S)", ", ")

  private def typeParamString(param: Symbol): String = {
    val variance = if (param.isCovariant) "+" else if (param.isContravariant) "-" else ""
    val higherKinded = if (param.typeParams.isEmpty) "" else param.typeParams.map(_ => "_").mkString("[", ", ", "]")
    val bounds = param.info.bounds
    val lower = if (bounds.lo.typeSymbol == definitions.NothingClass) "" else s" >: ${typeString(bounds.lo)}"
    val upper = if (bounds.hi.typeSymbol == definitions.AnyClass) "" else s" <: ${typeString(bounds.hi)}"
    variance + param.decodedName + higherKinded + lower + upper
  }

  private def typeParamsString(params: List[Symbol]): String =
    if (params.isEmpty) "" else params.map(typeParamString).mkString("[", ", ", "]")

  private def paramsString(params: List[Symbol], implicitList: Boolean): String =
    params.map(p => s"${p.decodedName}: ${typeString(p.info)}").mkString(if (implicitList) "(implicit " else "(", ", ", ")")

  /** `[A](a: => A)(implicit F: FxCtor[F]): F[A]` for a method type; `: T` for a value type. */
  private def signatureOf(tp: Type): String = tp match {
    case PolyType(tparams, result) => typeParamsString(tparams) + signatureOf(result)
    case mt @ MethodType(params, result) => paramsString(params, mt.isImplicit) + signatureOf(result)
    case NullaryMethodType(result) => ": " + typeString(result)
    case other => ": " + typeString(other)
  }

  private lazy val boringParents = Set[Symbol](definitions.AnyRefClass, definitions.ObjectClass, definitions.AnyClass, definitions.AnyValClass, definitions.ProductRootClass, definitions.SerializableClass)

  private def parentsOf(sym: Symbol): List[Type] = sym.info.parents.filterNot(parent => boringParents(parent.typeSymbol))

  private def extendsString(sym: Symbol): String = {
    val parents = parentsOf(sym)
    if (parents.isEmpty) "" else parents.map(typeString).mkString(" extends ", " with ", "")
  }

  private def modifiers(sym: Symbol): String =
    List(
      sym.isImplicit -> "implicit",
      sym.isSealed -> "sealed",
      (sym.isAbstractClass && !sym.isTrait && !sym.isFinal) -> "abstract",
      (sym.isFinal && sym.isClass && !sym.isModuleClass) -> "final",
      sym.isCase -> "case",
      sym.isLazy -> "lazy",
    ).collect { case (true, word) => word + " " }.mkString

  /**
   * A reader's view of a symbol: `def effectOf[A](a: => A): F[A]`, `val lifted: IO[Int]`,
   * `trait FxCtor[F[_]]`. A member is shown with `info`, its type as seen from the receiver at
   * hand: `def effectOf[A](a: => A): IO[A]` on an `FxCtor[IO]`.
   */
  def declaration(symbol: Symbol, info: Type): String = {
    val sym = if (symbol.isModuleClass) symbol.sourceModule else symbol
    val name = sym.decodedName
    if (sym.isModule) s"${modifiers(sym)}object $name${extendsString(sym.moduleClass)}"
    else if (sym.isClass) {
      val keyword = if (sym.isTrait) "trait" else "class"
      val ctor = sym.primaryConstructor
      val fields = if (sym.isCase && ctor != NoSymbol) ctor.info.paramss.headOption.map(paramsString(_, implicitList = false)).getOrElse("") else ""
      s"${modifiers(sym)}$keyword $name${typeParamsString(sym.typeParams)}$fields${extendsString(sym)}"
    } else if (sym.isAliasType) {
      // `type String = String` says nothing; the full name of what it stands for does.
      val short = typeString(sym.info.resultType)
      s"type $name${typeParamsString(sym.typeParams)} = ${if (short == name) sym.info.resultType.typeSymbol.fullName else short}"
    } else if (sym.isType) s"type ${typeParamString(sym)}"
    else if (sym.isGetter) {
      val keyword = if (sym.setterIn(sym.owner) != NoSymbol) "var" else "val"
      s"${modifiers(sym)}$keyword $name${signatureOf(info)}"
    } else if (sym.isMethod) s"${modifiers(sym)}def $name${signatureOf(info)}"
    else if (sym.isValueParameter) s"$name: ${typeString(info)}"
    else if (sym.isVariable) s"var $name: ${typeString(info)}"
    else s"${modifiers(sym)}val $name: ${typeString(info)}"
  }

  /** Where a symbol is declared, as the API reference names it: effectie.core.FxCtor#effectOf. */
  def qualifiedName(symbol: Symbol): String = {
    val sym = if (symbol.isModuleClass) symbol.sourceModule else symbol
    if (sym.isClass || sym.isModule) sym.fullName
    else s"${sym.owner.fullName}#${sym.decodedName}"
  }

  /** An inserted argument as short as a reader would write it: `fx.ioFx`, `IO.asyncForIO`. */
  private def brief(tree: Tree): String = tree match {
    case Apply(fun, args) => brief(fun) + args.map(brief).mkString("(", ", ", ")")
    case TypeApply(fun, targs) => brief(fun) + targs.map(t => typeString(t.tpe)).mkString("[", ", ", "]")
    case Select(qual, name) if qual.isInstanceOf[This] || (qual.symbol != null && qual.symbol.hasPackageFlag) => name.decoded
    case Select(qual, name) => s"${brief(qual)}.${name.decoded}"
    case Ident(name) => name.decoded
    case Typed(expr, _) => brief(expr)
    case Literal(constant) => constant.escapedStringValue
    case other => other.toString
  }

  /** What an inserted instance is: `Fx[IO]` for `object ioFx extends Fx[IO]`, else its type. */
  private def instanceType(arg: Tree): Type = {
    val sym = arg.symbol
    if (sym != null && sym.isModule) parentsOf(sym.moduleClass).headOption.getOrElse(arg.tpe.widen)
    else arg.tpe.widen
  }

  /** Symbols with something to say: not packages, not what the compiler made up, not type parameters (`type F[_]` tells nothing). */
  private def usable(sym: Symbol): Boolean =
    sym != null && sym != NoSymbol && !sym.hasPackageFlag && !sym.isSynthetic && !sym.isError && !sym.isAnonymousFunction && !sym.isConstructor && !sym.isTypeParameterOrSkolem

  final class Collector(unit: CompilationUnit) extends Traverser {
    private val text = unit.source.content
    val entries = mutable.LinkedHashMap.empty[String, Int]
    val occurrences = mutable.LinkedHashMap.empty[Int, (Int, Int, Int)]
    private var parents: List[Tree] = Nil

    private def isIdentifierChar(c: Char) = Character.isUnicodeIdentifierPart(c) || c == '$'
    private def isOperatorChar(c: Char) = "!#%&*+-/:<=>?@\\^|~".indexOf(c) >= 0

    /** The end of `name` when it is written at `offset` as a whole name; -1 when the text says something else (a tree the compiler made). */
    private def nameEnd(offset: Int, name: Name): Int = {
      val decoded = name.dropLocal.decoded
      val end = offset + decoded.length
      if (offset < 0 || decoded.isEmpty || end > text.length || !text.slice(offset, end).sameElements(decoded)) -1
      else if (end < text.length && (isIdentifierChar(decoded.last) && isIdentifierChar(text(end)) || isOperatorChar(decoded.last) && isOperatorChar(text(end)))) -1
      else if (offset > 0 && isIdentifierChar(decoded.head) && isIdentifierChar(text(offset - 1))) -1
      else end
    }

    /**
     * Where `sym` is declared, unless this file declares it: the name of what the page defines
     * would go through the generated wrapper, whose package differs with the pages compiled beside it.
     */
    private def symbolField(sym: Symbol): List[(String, String)] =
      if (!usable(sym) || sym.pos.isDefined && sym.pos.source.file.path == unit.source.file.path) Nil
      else List("symbol" -> Json.str(qualifiedName(sym)))

    private def record(start: Int, end: Int, fields: List[(String, String)]): Unit =
      if (!occurrences.contains(start)) {
        val index = entries.getOrElseUpdate(Json.obj(fields: _*), entries.size)
        occurrences(start) = (start, end, index)
      }


    private def implicitArguments(fun: Tree, args: List[Tree]): List[String] = {
      val params = fun.tpe match {
        case mt: MethodType => mt.params
        case _ => Nil
      }
      params.zip(args).map { case (param, arg) =>
        val value = instanceType(arg)
        Json.obj(
          List("param" -> Json.str(param.decodedName), "type" -> Json.str(typeString(param.info)), "value" -> Json.str(brief(arg))) ++
            (if (value =:= param.info) Nil else List("valueType" -> Json.str(typeString(value)))) ++
            symbolField(arg.symbol): _*
        )
      }
    }

    /**
     * The expression `ref` heads, climbing through type arguments, argument lists, the `apply` the
     * compiler inserts (`effectOf[IO](a)` is `effectOf[IO].apply(a)`) and, from a class name,
     * through `new`; with the implicit arguments inserted on the way.
     */
    private def useSite(ref: Tree, signature: String): List[(String, String)] = {
      var top = ref
      var rest = parents
      var constructed = false
      val implicits = mutable.ListBuffer.empty[String]
      var climbing = true
      while (climbing && rest.nonEmpty) {
        rest.head match {
          case parent @ TypeApply(fun, _) if fun eq top => top = parent
          case parent @ Apply(fun, args) if fun eq top =>
            if (parent.isInstanceOf[ApplyToImplicitArgs]) implicits ++= implicitArguments(fun, args)
            top = parent
          case parent @ Select(qual, nme.apply) if (qual eq top) && nameEnd(parent.pos.point, nme.apply) < 0 => top = parent
          case parent @ AppliedTypeTree(tpt, _) if tpt eq top => top = parent
          case parent: TypeTree if parent.original eq top => top = parent
          case parent @ New(tpt) if tpt eq top => top = parent; constructed = true
          case parent @ Select(qual, nme.CONSTRUCTOR) if qual eq top => top = parent
          case _ => climbing = false
        }
        rest = rest.tail
      }
      if (ref.isType && !constructed) return Nil
      val via = ref match {
        // The conversion's type arguments are in the type it converts to.
        case Select(view: ApplyImplicitView, _) =>
          val conversion = view.fun match {
            case TypeApply(fun, _) => fun
            case fun => fun
          }
          List("via" -> Json.str(brief(conversion)), "viaType" -> Json.str(typeString(view.tpe.widen)))
        case _ => Nil
      }
      val shown = if ((top eq ref) || top.tpe == null) None else Some(typeString(top.tpe.widen))
      // A type the signature ends with, or the plain class a `new` makes, would only repeat it.
      val typeField = shown.filterNot(tpe => signature.endsWith(s": $tpe") || tpe == ref.symbol.decodedName).map(tpe => "type" -> Json.str(tpe)).toList
      typeField ++ via ++ (if (implicits.isEmpty) Nil else List("implicits" -> Json.arr(implicits.toList)))
    }

    private def recordSymbol(offset: Int, name: Name, symbol: Symbol, use: Option[Tree]): Unit = {
      val end = nameEnd(offset, name)
      if (end >= 0 && usable(symbol)) {
        val sym = if (symbol.isModuleClass) symbol.sourceModule else symbol
        val info = use match {
          // Seen from the receiver's own (singleton) type, so `x.f` on a `val x: IO[Int]` says Int for A.
          case Some(Select(qual, _)) if qual.isTerm && !qual.isInstanceOf[This] && qual.tpe != null && !sym.owner.hasPackageFlag => sym.info.asSeenFrom(qual.tpe, sym.owner)
          case _ => sym.info
        }
        val signature = declaration(sym, info)
        record(offset, end, ("signature" -> Json.str(signature)) :: symbolField(sym) ++ use.map(useSite(_, signature)).getOrElse(Nil))
      }
    }

    private def visit(tree: Tree): Unit = tree match {
      case ref: RefTree if ref.pos.isDefined => recordSymbol(ref.pos.point, ref.name, ref.symbol, Some(ref))
      case defn: MemberDef if defn.pos.isDefined =>
        val sym = defn.symbol
        // A class's `val x` is a field `x ` and a getter `x`; the reader means the getter.
        val getter = if (sym != null && sym.isValue && !sym.isMethod && sym.owner.isClass) sym.getterIn(sym.owner) else NoSymbol
        recordSymbol(defn.pos.point, defn.name, if (getter != NoSymbol) getter else sym, None)
      case bind: Bind if bind.pos.isDefined => recordSymbol(bind.pos.point, bind.name, bind.symbol, None)
      case imp: Import if imp.expr.tpe != null =>
        for (selector <- imp.selectors if selector.name != nme.WILDCARD && selector.namePos >= 0) {
          val typeMember = imp.expr.tpe.member(selector.name.toTypeName)
          val sym = if (typeMember != NoSymbol) typeMember else imp.expr.tpe.member(selector.name.toTermName)
          if (!sym.isOverloaded) recordSymbol(selector.namePos, selector.name, sym, None)
        }
      case _ =>
    }

    override def traverse(tree: Tree): Unit = {
      visit(tree)
      parents = tree :: parents
      tree match {
        // What the author wrote as a type is kept beside the type the compiler computed.
        case tt: TypeTree if tt.original != null => traverse(tt.original)
        case _ =>
      }
      super.traverse(tree)
      parents = parents.tail
    }
  }
}
