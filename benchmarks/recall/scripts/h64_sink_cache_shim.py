# classes: 8 5
"""Streaming chat helper written for 4.3x: attention sinks when the class is importable,
a plain dynamic cache otherwise."""
from transformers import AutoModelForCausalLM, AutoTokenizer, DynamicCache

try:
    from transformers import SinkCache  # removed from the top level in 5.0
except ImportError:  # pragma: no cover - depends on the installed release
    SinkCache = None

CHECKPOINT = "Qwen/Qwen2.5-0.5B-Instruct"
WINDOW = 256
SINK_TOKENS = 4


def make_cache():
    if SinkCache is not None:
        return SinkCache(window_length=WINDOW, num_sink_tokens=SINK_TOKENS)
    return DynamicCache()


def main():
    tok = AutoTokenizer.from_pretrained(CHECKPOINT)
    model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)
    cache = make_cache()
    enc = tok("Summarise the meeting notes in two lines.", return_tensors="pt")
    out = model.generate(**enc, past_key_values=cache, max_new_tokens=6, do_sample=False)
    print(tok.decode(out[0], skip_special_tokens=True))


if __name__ == "__main__":
    main()
