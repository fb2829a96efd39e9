"""Which files can matter, decided from their text before anything is parsed.

A finding needs two things in code (not in a docstring, a doctest or a comment): a call a
rule looks at (`generate(`, `pipeline(`, an ExecuTorch wrapper, `GenerationConfig`), and a
value that comes from `transformers` (a model, a config, a pipeline): an unknown receiver is
never flagged. The second is an absolute `transformers` import in the file or, when the
workspace's own modules are followed, in a module it imports (to the depth the walk goes).

Everything here is a superset test: a file it lets through may still have nothing to say,
but a file it stops can have no finding. String literals and comments are blanked by one
regular expression (matched in C at each quote or `#`, which str.find jumps to), so
`>>> model.generate(...)` in a docstring no longer counts; f-strings are blanked too (a call
inside an f-string's braces is not looked at).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from enum import Enum

# The names of what the rules look at; a file without any of them is skipped at once.
# (`predict_with_generate`: a Seq2SeqTrainer that generates for you, core/trainers.py)
# (`generation_config` in code: a loaded model's generation config edited, then saved, HF136)
TRIGGER_WORDS = (
    "generate",
    "Exportable",
    "export_with_cache",
    "GenerationConfig",
    "pipeline",
    "predict_with_generate",
    "generation_config",
    # The text-generation pipeline's class, built directly from a model object (core/flow.py
    # _pipeline_class): a file that builds one may call nothing else by a trigger word.
    "TextGenerationPipeline",
    # Members of cache objects that some release lacks (core/cachemembers.py, HF152), read in a
    # file that may call nothing else (the distinctive ones; `max_cache_len` and the like come
    # with a generate call or a forward pass that fills the cache).
    "legacy_cache",
    "get_usable_length",
    "get_max_length",
    "get_max_cache_shape",
    "seen_tokens",
    "key_cache",
    "value_cache",
    # (and the cache a forward pass returns, indexed as the legacy tuple: HF153)
    "past_key_values",
    # The cache classes 5.0 removed (core/caches.py): imported or read from the package in a file
    # that may call nothing (HF121, HF133); any use of one counts.
    "SlidingWindowCache",
    "HybridCache",
    "HybridChunkedCache",
    "OffloadedCache",
    "OffloadedStaticCache",
    "OffloadedHybridCache",
    "QuantoQuantizedCache",
    "HQQQuantizedCache",
    "SinkCache",
    "MambaCache",
    # (and the cache names no release has: core/caches.py's MISSING_EVERYWHERE)
    "CacheConfig",
    "QuantizedCacheConfig",
    "StaticCacheConfig",
    # A generation option given to a model's from_pretrained (HF142): a file may load a model and
    # do nothing else with it.
    "from_pretrained",
    # An attention implementation given to a model's from_config (HF187, HF343).
    "from_config",
    # The pipeline classes 5.x removed and their helpers (core/pipelines.py): imported in a file that may call
    # nothing (HF165); any use of one counts.
    "SummarizationPipeline",
    "Text2TextGenerationPipeline",
    "TranslationPipeline",
    "ImageToTextPipeline",
    "QuestionAnsweringPipeline",
    "VisualQuestionAnsweringPipeline",
    "ImageToImagePipeline",
    "QuestionAnsweringArgumentHandler",
    # The `transformers.pipelines` submodules 5.x removed (core/pipelines.py), imported (HF169).
    "text2text_generation",
    "image_to_text",
    "image_to_image",
    "question_answering",
    # The constraint classes and beam scorers 5.0 removed (core/genremoved.py), imported in a file
    # that may call nothing (HF184); any use of one counts. (PhrasalConstraint, DisjunctiveConstraint
    # and ConstraintListState hold Constraint; ConstrainedBeamSearchScorer holds BeamSearchScorer.)
    "Constraint",
    "BeamScorer",
    "BeamSearchScorer",
    # Legacy generation names no release exports (core/caches.py MISSING_GENERATION_NAMES, HF320),
    # imported in a file that may call nothing; any use counts. (tf_top_k_top_p_filtering holds
    # the first; ConversationalPipeline holds Conversation; the output aliases hold the last four.)
    "top_k_top_p_filtering",
    "LogitsWarper",
    "BeamHypotheses",
    "ForceTokensLogitsProcessor",
    "Conversation",
    "DecoderOnlyOutput",
    "EncoderDecoderOutput",
    "SearchOutput",
    "SampleOutput",
    # Generation modules a release lacks (core/genremoved.py REMOVED_GENERATION_MODULES, HF331),
    # imported; the decoding methods and helpers its models lack (REMOVED_MODEL_METHODS, HF332),
    # read on a model; AutoModelWithLMHead (HF333). Any use counts. (`beam_search` holds
    # group_beam_search and constrained_beam_search; `_reorder_cache` holds
    # _temporary_reorder_cache; `.sample` a model's sample method.)
    "generation_utils",
    "generation_logits_process",
    "generation_stopping_criteria",
    "generation_beam_",
    "generation_tf_",
    "generation_flax_",
    "generation.beam_",
    "generation.tf_",
    "generation.flax_",
    "pipelines.conversational",
    "greedy_search",
    "beam_search",
    "contrastive_search",
    "beam_sample",
    ".sample",
    "assisted_decoding",
    "_dola_decoding",
    "_reorder_cache",
    "_get_logits_warper",
    "_extract_past_from_model_output",
    "_get_cache",
    "_cache_dependant_input_preparation",
    "_get_initial_cache_position",
    "_prepare_encoder_decoder_kwargs_for_generation",
    "AutoModelWithLMHead",
    # The hub keyword 5.0 took out of from_pretrained (HF327), given at the call or kept in a
    # `dict(...)` of loading options spread into it; any use counts.
    "use_auth_token",
    # The bitsandbytes shortcuts 5.0 took out of from_pretrained (HF356), the same way.
    "load_in_4bit",
    "load_in_8bit",
)
# The options HF142 looks for among from_pretrained's keywords (core/flow.py
# GENERATION_ONLY_LOAD_KWARGS, which tests/unit/test_prefilter.py compares with this).
LOAD_OPTIONS = (
    "cache_implementation",
    "cache_config",
    "max_new_tokens",
    "compile_config",
    "prompt_lookup_num_tokens",
    "assistant_early_exit",
    "num_assistant_tokens",
    "num_assistant_tokens_schedule",
    "assistant_confidence_threshold",
    "do_sample",
    "temperature",
    "top_k",
    "max_length",
    "num_beams",
    "repetition_penalty",
    "min_length",
    "num_return_sequences",
    "return_dict_in_generate",
    "output_scores",
)
# `from_pretrained(` and, inside its parentheses (two levels of nested brackets at most), one of
# those options given as a keyword, or `attn_implementation` (an SDPA a model class refuses: HF187).
_LOAD_OPTION_CALL = (
    r"[ \t\f\r\n\\]*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*?(?<![\w.])(?:"
    + "|".join(sorted((*LOAD_OPTIONS, "attn_implementation"), key=len, reverse=True))
    + r")[ \t\f\r\n]*=(?!=)"
)
_LOAD_OPTION_AT = re.compile("from_pretrained" + _LOAD_OPTION_CALL)
# `from_config(` with `attn_implementation=` inside its parentheses.
_ATTN_CALL = r"[ \t\f\r\n\\]*\((?:[^()]|\((?:[^()]|\([^()]*\))*\))*?(?<![\w.])attn_implementation[ \t\f\r\n]*=(?!=)"
_ATTN_AT = re.compile("from_config" + _ATTN_CALL)
# (the trigger words that are removed cache classes)
_REMOVED_CACHES = frozenset(TRIGGER_WORDS[TRIGGER_WORDS.index("SlidingWindowCache") : TRIGGER_WORDS.index("from_pretrained")])
# (the trigger words that are cache members, any use of which counts)
_CACHE_MEMBERS = frozenset(TRIGGER_WORDS[TRIGGER_WORDS.index("legacy_cache") : TRIGGER_WORDS.index("SlidingWindowCache")])
# (the trigger words that are removed pipeline classes)
_REMOVED_PIPELINES = frozenset(TRIGGER_WORDS[TRIGGER_WORDS.index("SummarizationPipeline") : TRIGGER_WORDS.index("Constraint")])
# (the trigger words that the constraint classes and beam scorers 5.0 removed hold)
_REMOVED_GENERATION = frozenset(TRIGGER_WORDS[TRIGGER_WORDS.index("Constraint") :])

# Comments and string literals (triple-quoted first; a prefix such as `rb` stays behind as a
# harmless name; unterminated ones run to the end of their line, or of the text for triple
# quotes, as the tokenizer would stop there). No optional prefix: the engine then only tries
# at `#`, `"` and `'`, four times faster.
_NOISE = re.compile(
    r"#[^\n]*"
    r'|"""[^"\\]*(?:(?:\\.|"(?!""))[^"\\]*)*(?:"""|\Z)'
    r"|'''[^'\\]*(?:(?:\\.|'(?!''))[^'\\]*)*(?:'''|\Z)"
    r'|"[^"\\\n]*(?:\\.[^"\\\n]*)*"?'
    r"|'[^'\\\n]*(?:\\.[^'\\\n]*)*'?",
    re.S,
)

# An absolute import of transformers in code: `import transformers`, `from transformers.x import`,
# `import torch, transformers as tf`.
_IMPORTS_TRANSFORMERS = re.compile(r"^[ \t\f]*(?:import|from)[ \t\f][^\n;]*?\btransformers\b", re.M)

# Import statements, for the modules a file may take values from.
_IMPORT = re.compile(r"^[ \t\f]*(?:from[ \t\f]+(\.*)[ \t\f]*([\w.]*)[ \t\f]+import\b([^\n]*)|import[ \t\f]+([^\n]*))", re.M)
# What comes just before a timer's statement string: `timeit.timeit(`, `Timer(`, `stmt=`.
_TIMED_BEFORE = re.compile(r"(?:\b(?:timeit|repeat|Timer)\(|\bstmt=)[ \t]*\Z")
# `def generate(` / `class GenerationConfig` on the line before a trigger: a definition, not a call.
_DEFINITION = re.compile(r"(?<!\w)(?:def|class)[ \t\f]+$")
_DOTTED = re.compile(r"[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*")


class Verdict(Enum):
    SKIP = "skip"  # nothing in it can be flagged
    ANALYSE = "analyse"  # calls and a transformers import of its own
    IF_IMPORTS_REACH = "if-imports-reach"  # calls; values could only come from the workspace's modules


def noise(source: str) -> Iterator[tuple[int, int]]:
    """(start, end) of each string literal and comment, in order: the matches of _NOISE, found
    in about three quarters of the time its own search takes. Every piece starts at a `#`, `"` or `'`, and the
    expression's search called a function per character of code in between (most of a file);
    here str.find jumps to each (in C, many characters at a time) and the expression only
    matches the piece that starts there."""
    find, match, n = source.find, _NOISE.match, len(source)
    # The next `#`, `"` and `'` at or after where the text is read (n: none left).
    hash_at, double_at, single_at = find("#"), find('"'), find("'")
    hash_at = n if hash_at < 0 else hash_at
    double_at = n if double_at < 0 else double_at
    single_at = n if single_at < 0 else single_at
    while True:
        # (comparisons, not min(): this loop runs once per string or comment)
        start = hash_at if hash_at < double_at else double_at
        if single_at < start:
            start = single_at
        if start >= n:
            return
        end = match(source, start).end()  # type: ignore[union-attr]  # (every mark starts a piece)
        yield start, end
        if hash_at < end:
            hash_at = find("#", end)
            hash_at = n if hash_at < 0 else hash_at
        if double_at < end:
            double_at = find('"', end)
            double_at = n if double_at < 0 else double_at
        if single_at < end:
            single_at = find("'", end)
            single_at = n if single_at < 0 else single_at


def code_only(source: str) -> str:
    """The text with string literals and comments blanked (lines and offsets are not kept):
    `_NOISE.sub(" ", source)`."""
    kept: list[str] = []
    pos = 0
    timed = "timeit" in source or "Timer" in source
    for start, end in noise(source):
        kept.append(source[pos:start])
        if timed and source[start] in "\"'" and _TIMED_BEFORE.search(source, max(0, start - 40), start):
            # A statement a timer runs from a string (`timeit.timeit("model.generate(...)",
            # globals=globals())`) is code the analysis walks (core/source.py): keep it.
            quote = 3 if source.startswith(source[start] * 3, start) else 1
            kept.append(source[start + quote : end - quote])
        pos = end
    kept.append(source[pos:])
    return " ".join(kept)


def _triggers(text: str):
    """Start offsets of `generate(`, `pipeline(` (or those names imported `as` another), of
    any `…Exportable…` or `export_with_cache` in code, and of `GenerationConfig` where it can be built,
    found with str.find (several times faster than one alternation)."""
    n = len(text)
    for word in TRIGGER_WORDS:
        at = text.find(word)
        while at >= 0:
            end = at + len(word)
            if word == "generation_config":
                # Any use in code: assigned or an attribute of it assigned
                # (`model.generation_config.x = v`), bound to another name and edited through
                # it (`cfg = model.generation_config`), given to `setattr`, `.update(...)`: a
                # loaded model's generation config edited, then saved (HF136). A superset.
                yield at
            elif word == "from_pretrained":
                if _LOAD_OPTION_AT.match(text, at) is not None:
                    yield at
            elif word == "from_config":
                if _ATTN_AT.match(text, at) is not None:
                    yield at
            elif word == "GenerationConfig":
                # Built, or a classmethod, or bound to another name; not a type in an annotation,
                # an isinstance() or an import list (`x: GenerationConfig | None`, `(a, GenerationConfig)`).
                if end >= n or not (text[end].isalnum() or text[end] == "_"):
                    while end < n and text[end] in " \t\f":
                        end += 1
                    if end >= n or text[end] not in ",)]|:":
                        yield at
            else:
                if word == "Exportable":
                    while end < n and (text[end].isalnum() or text[end] == "_"):
                        end += 1
                # `model.generate` taken as a value (`partial(model.generate, ...)`, `gen =
                # model.generate`): called later under another name. An export wrapper or
                # function named anywhere in code may be too (`EXPORTERS = {"static":
                # TorchExportableModuleWithStaticCache}`, `wrap = A if hybrid else B`): rare
                # names, so any use of one counts.
                value = (
                    word in ("Exportable", "export_with_cache", "predict_with_generate")
                    or word in _REMOVED_CACHES
                    or word in _CACHE_MEMBERS
                    or word in _REMOVED_PIPELINES
                    or word in _REMOVED_GENERATION
                )
                if word == "pipeline" and not value:
                    # pipeline() taken as the first argument of a call (`functools.partial(pipeline,
                    # "text-generation", ...)`): called later under another name.
                    before = at
                    while before and text[before - 1] in " \t\f\r\n\\":
                        before -= 1
                    after = end
                    while after < n and text[after] in " \t\f\r\n\\":
                        after += 1
                    value = before > 0 and text[before - 1] == "(" and after < n and text[after] == ","
                if word == "generate" and at and text[at - 1] == ".":
                    after = end
                    while after < n and text[after] in " \t\f":
                        after += 1
                    value = after >= n or text[after] in _VALUE_END
                # (`model.generate\n(` inside brackets, or after a backslash, is a call too, and so
                # is `(model\n.generate)(`)
                while end < n and text[end] in " \t\f\r\n\\)":
                    end += 1
                # A call, or `import pipeline as make_pipe` (the calls then go by another name).
                if (
                    value
                    or end < n
                    and (text[end] == "(" or (text.startswith("as", end) and text[end + 2 : end + 3] in (" ", "\t", "\f")))
                ):
                    if word == "Exportable":
                        while at and (text[at - 1].isalnum() or text[at - 1] == "_"):
                            at -= 1  # the whole name: `TorchExportableModuleWithStaticCache(`
                    yield at
            at = text.find(word, end)


# What can follow `.generate` taken as a value, not called (after spaces and line breaks).
_VALUE_END = ",)]};\r\n"


# For each trigger word, what follows it where _triggers() would yield: a superset test of
# "any trigger at all", in C (a pattern that starts with a literal is searched for like a
# string) and on bytes as well as on text, so that a file can be passed over before decoding.
# (a comment may come between a name and its call's parenthesis on the next line: this runs on
# the raw text, whose comments are not blanked yet)
_BETWEEN = r"(?:[ \t\f\r\n\\)]|#[^\n]*(?=\n|\Z))*"  # (a comment runs to its line's end: one way to match)
_FOLLOWERS = {
    "generate": r"(?:" + _BETWEEN + r"(?:\(|as[ \t\f]|[,)\]};\n])|[\"']|\Z)",
    "Exportable": r"\w*",
    "export_with_cache": "",
    "GenerationConfig": r"(?!\w)(?=[ \t\f]*(?:[^ \t\f,)\]|:]|\Z))",
    "pipeline": _BETWEEN + r"(?:\(|as[ \t\f]|,)",
    "predict_with_generate": "",
    "generation_config": "",
    "TextGenerationPipeline": "",
    **dict.fromkeys(sorted(_CACHE_MEMBERS, key=TRIGGER_WORDS.index), ""),
    **dict.fromkeys(sorted(_REMOVED_CACHES, key=TRIGGER_WORDS.index), ""),
    "from_pretrained": _LOAD_OPTION_CALL,
    "from_config": _ATTN_CALL,
    **dict.fromkeys(sorted(_REMOVED_PIPELINES, key=TRIGGER_WORDS.index), ""),
    **dict.fromkeys(sorted(_REMOVED_GENERATION, key=TRIGGER_WORDS.index), ""),
}
assert tuple(_FOLLOWERS) == TRIGGER_WORDS
# Each trigger word holds one of these parts; a text without a part cannot hold its words.
_PARTS = (
    "enerat",
    "xport",
    "pipeline",
    "Cache",
    "legacy_cache",
    "_length",
    "cache_shape",
    "seen_tokens",
    "key_cache",
    "value_cache",
    "past_key_values",
    "from_pretrained",
    "from_config",
    # (Text2TextGenerationPipeline holds "enerat")
    "SummarizationPipeline",
    "TranslationPipeline",
    "ImageTo",
    "QuestionAnsweringPipeline",
    "QuestionAnsweringArgumentHandler",
    # (text2text_generation holds "enerat"; visual_question_answering holds question_answering)
    "image_to_",
    "question_answering",
    "Constraint",
    "BeamScorer",
    "BeamSearchScorer",
    "top_k_top_p_filtering",
    "LogitsWarper",
    "BeamHypotheses",
    "ForceTokensLogitsProcessor",
    "Conversation",
    "DecoderOnlyOutput",
    "EncoderDecoderOutput",
    "SearchOutput",
    "SampleOutput",
    # (the generation modules and _prepare_encoder_decoder_kwargs_for_generation hold "enerat",
    # pipelines.conversational "pipeline")
    "_search",
    "sample",
    "_decoding",
    "_reorder_cache",
    "logits_warper",
    "_past_from_",
    "_get_cache",
    "_cache_dependant",
    "initial_cache",
    "WithLMHead",
    "auth_token",
    "load_in_",
)
assert all(sum(part in word for part in _PARTS) == 1 for word in TRIGGER_WORDS)


# (part, ((word, its pattern) for the words that hold it)), on text and, for bytes that are all
# ASCII, on bytes (where \w is ASCII: it means there what it does in text).
_ANY_TEXT = tuple(
    (part, tuple((word, re.compile(word + _FOLLOWERS[word])) for word in TRIGGER_WORDS if part in word)) for part in _PARTS
)
_ANY_BYTES = tuple(
    (
        part.encode(),
        tuple((word.encode(), re.compile((word + _FOLLOWERS[word]).encode())) for word in TRIGGER_WORDS if part in word),
    )
    for part in _PARTS
)


# The Unicode blocks that hold characters NFKC turns into ASCII letters, digits or `_` (fullwidth
# forms, mathematical letters, ligatures, super- and subscripts, circled letters, modifier letters):
# tests/unit/test_prefilter.py checks over all of Unicode that none lies outside them.
COMPAT_BLOCKS = (
    (0x80, 0x2FF),
    (0x1D00, 0x1EFF),
    (0x2000, 0x24FF),
    (0x2C60, 0x2C7F),
    (0x2D30, 0x2D7F),
    (0x3200, 0x33FF),
    (0xA640, 0xA69F),
    (0xA700, 0xA7FF),
    (0xAB30, 0xAB6F),
    (0xFB00, 0xFB4F),
    (0xFE10, 0xFE6F),
    (0xFF00, 0xFFEF),
    (0x10780, 0x107BF),
    (0x1D400, 0x1D7FF),
    (0x1E030, 0x1E08F),
    (0x1F100, 0x1F1FF),
    (0x1FB00, 0x1FBFF),
)
_compat: list[frozenset[str]] = []


def compat_ascii() -> frozenset[str]:
    """Every character NFKC turns into text with an ASCII letter, digit or `_` (made once, from
    this Python's Unicode database: about 5,600 characters looked at)."""
    if not _compat:
        _compat.append(
            frozenset(
                chr(c)
                for lo, hi in COMPAT_BLOCKS
                for c in range(lo, hi + 1)
                if any(ch.isascii() and (ch.isalnum() or ch == "_") for ch in unicodedata.normalize("NFKC", chr(c)))
            )
        )
    return _compat[0]


def nfkc(text: str) -> str:
    """The text as Python reads its names: identifiers are NFKC-normalised (`ｔransformers` is
    `transformers`, `ｇenerate` is `generate`). Applied to the whole text, it may join more than
    Python does (never less): a superset, which is what these tests need. Only a text holding a
    character that NFKC makes an ASCII letter, digit or `_` is normalised (the names these tests
    look for are ASCII): most texts are ASCII, or NFKC already (one scan, in C)."""
    if text.isascii() or unicodedata.is_normalized("NFKC", text) or compat_ascii().isdisjoint(text):
        return text
    return unicodedata.normalize("NFKC", text)


def any_trigger(text: str) -> bool:
    """Whether _triggers(text) yields anything (or, rarely, more: `def generate(`)."""
    if _any_word(text, _ANY_TEXT):
        return True
    named = nfkc(text)  # (a text that is not ASCII is looked at again as Python reads its names)
    return named is not text and _any_word(named, _ANY_TEXT)


def any_trigger_in_ascii(data: bytes) -> bool:
    """any_trigger() of the text of `data`, bytes that are all ASCII, without decoding them."""
    return _any_word(data, _ANY_BYTES)


# The same test on UTF-8 bytes that are not all ASCII: a character outside ASCII is bytes from
# 0x80 up, none of which `\w` takes on bytes, so where the patterns read a run of letters
# (`Exportable\w*`) they take any such byte as one too. Elsewhere a byte from 0x80 up matches
# what the character does or more (`(?!\w)`, `[^,)]`, a comment's `[^\n]*`): every match in
# the text is one in its bytes (a superset).
_ANY_UTF8 = tuple(
    (part, tuple((word, re.compile(pattern.pattern.replace(rb"\w*", rb"[\w\x80-\xff]*"))) for word, pattern in pairs))
    for part, pairs in _ANY_BYTES
)


_ASCII_BYTES = bytes(range(128))


def no_trigger_in_utf8(data: bytes, text: str) -> bool:
    """A cheap proof that any_trigger(text) is false, where `text` is `data` decoded as UTF-8
    (not all ASCII): no trigger in its bytes (a superset of one in the text), and nothing NFKC
    would make of the text that the test looks at again (nfkc() gives the text itself). No
    character of compat_ascii() is ASCII, so the characters outside ASCII alone (the bytes left
    once the ASCII ones are taken out, in C) say whether the text holds one."""
    if _any_word(data, _ANY_UTF8):
        return False
    return compat_ascii().isdisjoint(data.translate(None, _ASCII_BYTES).decode("utf-8")) or nfkc(text) is text


def _any_word(data, table) -> bool:
    # (three scans for the parts; a word is looked for only where its part is: most files of a
    # large tree hold none of them, or one)
    for part, pairs in table:
        if part in data:
            for word, pattern in pairs:
                if word in data and pattern.search(data) is not None:
                    return True
    return False


def has_trigger_call(code: str) -> bool:
    """Whether code (already blanked) calls something a rule looks at; `def generate(` and
    `create_masks_for_generate(` do not count."""
    for start in _triggers(code):
        if start and code[start] in "gp" and (code[start - 1].isalnum() or code[start - 1] == "_"):
            continue  # `create_masks_for_generate(`, `text_pipeline(`: other functions
        line_start = code.rfind("\n", 0, start) + 1
        if _DEFINITION.search(code, line_start, start) is not None:
            continue
        return True
    return False


_GETATTR_GENERATE = re.compile(r"""getattr\([^()\n]*,[ \t]*["']generate["']""")


def _getattr_generate(source: str, code: str) -> bool:
    """`getattr(model, "generate")`: the name is a string literal (blanked in `code`), so the raw
    text is searched (a superset: the call may be in a docstring), where `code` calls getattr."""
    return "getattr(" in code and "generate" in source and _GETATTR_GENERATE.search(source) is not None


def calls_in(text: str) -> bool:
    """has_trigger_call on raw text (a function's source): blanks its strings and comments first."""
    return any_trigger(text) and has_trigger_call(nfkc(code_only(text)))


_AFTER_COLON = re.compile(r":[ \t\f]*(?=(?:import|from)[ \t\f\\])")


def _one_statement_a_line(code: str) -> str:
    """Blanked code (names as Python reads them) with every import statement at the start of a
    line of its own: in code, outside strings and comments, a semicolon only ever separates
    statements (`import os; import transformers`), a backslash at the end of a line continues it
    (`from \\` + newline + `transformers import x`), and an import after a colon is the body of a
    compound statement (`if x: import transformers`; nothing else may follow a colon with
    `import`)."""
    code = nfkc(code)
    if ";" in code:
        code = code.replace(";", "\n")
    if "\\" in code:
        code = code.replace("\\\r\n", " ").replace("\\\n", " ")
    if ":" in code and "import" in code:
        code = _AFTER_COLON.sub(":\n", code)
    return code


def imports_transformers(code: str) -> bool:
    """_IMPORTS_TRANSFORMERS.search() of the code, a statement a line."""
    if "transformers" not in code:
        return False
    return next(_line_matches(_one_statement_a_line(code), "transformers", _IMPORTS_TRANSFORMERS), None) is not None


def classify(source: str, follows_imports: bool, has_trigger: bool = False) -> tuple[Verdict, str]:
    """The verdict for a file's text, and its blanked code (empty when skipped on words alone).
    `has_trigger`: the caller found any_trigger(source) true already (on the file's bytes)."""
    if not has_trigger and not any_trigger(source):
        return Verdict.SKIP, ""
    # An unclosed triple quote (a docstring being typed) would blank the rest of the file: the
    # raw text is then the safe superset.
    code = nfkc(source if source.count('"""') % 2 or source.count("'''") % 2 else code_only(source))
    if not has_trigger_call(code) and not _getattr_generate(source, code):
        return Verdict.SKIP, code
    if imports_transformers(code):
        return Verdict.ANALYSE, code
    return (Verdict.IF_IMPORTS_REACH if follows_imports else Verdict.SKIP), code


def _line_matches(code: str, word: str, pattern: re.Pattern[str]) -> Iterator[re.Match[str]]:
    """The matches of a line pattern (`^`, re.M) that can only match on a line holding `word`,
    in order: str.find goes from one such line to the next (in C) and the pattern is tried at
    its start only. Its own search would try every character of the text (several times
    slower on a large tree)."""
    at = code.find(word)
    while at >= 0:
        line_start = code.rfind("\n", 0, at) + 1
        match = pattern.match(code, line_start)
        if match is not None:
            yield match
        # (the next line: the pattern was tried at this one's start)
        line_end = code.find("\n", at)
        if line_end < 0:
            return
        at = code.find(word, line_end)


def _import_statements(code: str) -> Iterator[re.Match[str]]:
    """The matches of _IMPORT in code, in order (every import statement has the word `import`
    on its first line)."""
    return _line_matches(code, "import", _IMPORT)


_COMMENT = re.compile(r"#[^\n]*")


def imported_modules(code: str) -> set[tuple[int, str | None, tuple[str, ...]]]:
    """(level, dotted module, names) of every import in blanked code (or in raw text, with
    more: the import lines of docstrings too), a superset of what the walk may load:
    `from pkg import a, b` gives (0, "pkg", ("a", "b")), where a name may be a submodule of a
    package; `import a.b as c` gives (0, "a", ()) and (0, "a.b", ())."""
    out: set[tuple[int, str | None, tuple[str, ...]]] = set()
    code = _one_statement_a_line(code)
    for match in _import_statements(code):
        plain = match.group(4)
        if plain is not None:
            if "#" in plain:
                plain = plain.split("#", 1)[0]  # (raw text: a comment after the names)
            for part in plain.split(","):
                name = part.split(" as ")[0].strip()
                if _DOTTED.fullmatch(name):
                    bits = name.split(".")
                    out.update((0, ".".join(bits[:i]), ()) for i in range(1, len(bits) + 1))
            continue
        level = len(match.group(1))
        module = match.group(2) or None
        names = match.group(3)
        if "(" in names and ")" not in names:
            close = code.find(")", match.end())
            names += code[match.end() : close if close >= 0 else len(code)]
        if "#" in names:
            names = _COMMENT.sub("", names)
        imported = tuple(
            sorted(
                {
                    name
                    for name in (
                        part.split(" as ")[0].strip()
                        for part in names.replace("(", " ").replace(")", " ").replace("\\", " ").split(",")
                    )
                    if name.isidentifier()
                }
            )
        )
        if module is not None or level:
            out.add((level, module, imported))
    return out
