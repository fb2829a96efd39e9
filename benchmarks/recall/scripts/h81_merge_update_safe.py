# classes: 7 2
"""Settings assembled with dict.update from layered sources; the stop-string layer also
supplies the tokenizer, and the draft layer is only applied to single prompts."""

from transformers import AutoModelForCausalLM, AutoTokenizer

BASE = {"max_new_tokens": 10, "do_sample": False}
STOP_LAYER = {"stop_strings": ["."]}

tok = AutoTokenizer.from_pretrained("Qwen/Qwen3-0.6B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen3-0.6B")


def assemble(*layers, tokenizer=None):
    settings = {}
    for layer in layers:
        settings.update(layer)
    if "stop_strings" in settings:
        settings.update(tokenizer=tokenizer)
    return settings


kw = assemble(BASE, STOP_LAYER, tokenizer=tok)
enc = tok("hello there, how are you", return_tensors="pt")
out = model.generate(**enc, **kw)
print(tok.decode(out[0]))
