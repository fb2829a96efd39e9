# classes: 5 6
"""Low-latency translation: flan-t5-base in float32 on CPU with a t5-small draft, the compile
profile asks for a static cache through generate's keywords."""

import torch
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

PROFILES = {
    "eager": {"max_new_tokens": 4},
    "compiled": {"max_new_tokens": 4, "cache_implementation": "static"},
}
PROFILE = "compiled"


def load_pair(device="cpu"):
    kw = dict(torch_dtype=torch.float32, low_cpu_mem_usage=True)
    if device != "cpu":
        kw["device_map"] = device
    main = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base", **kw)
    draft = AutoModelForSeq2SeqLM.from_pretrained("t5-small", **kw)
    return main.eval(), draft.eval()


def translate(sentence):
    tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
    main, draft = load_pair()
    enc = tok("translate English to German: " + sentence, return_tensors="pt")
    with torch.no_grad():
        out = main.generate(**enc, assistant_model=draft, **PROFILES[PROFILE])
    return tok.decode(out[0], skip_special_tokens=True)


if __name__ == "__main__":
    print(translate("The weather is nice today."))
