# classes: 2 7
"""Presets as NamedTuples, converted with _asdict(); the stop-string preset passes the
tokenizer that generate needs."""

from typing import NamedTuple, Optional, Tuple

from transformers import AutoModelForCausalLM, AutoTokenizer


class Preset(NamedTuple):
    max_new_tokens: int = 8
    num_beams: int = 1
    stop_strings: Optional[Tuple[str, ...]] = None


PRESETS = {
    "short": Preset(max_new_tokens=4),
    "beam": Preset(num_beams=2),
    "stop": Preset(max_new_tokens=12, stop_strings=("dog",)),
}

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
enc = tok("the quick brown fox jumps over the lazy", return_tensors="pt")

for name, preset in PRESETS.items():
    kw = {k: v for k, v in preset._asdict().items() if v is not None}
    if "stop_strings" in kw:
        kw["stop_strings"] = list(kw["stop_strings"])
        kw["tokenizer"] = tok
    out = model.generate(**enc, **kw)
    print(name, tok.decode(out[0]))
