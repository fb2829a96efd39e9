# classes: 3
"""Eval run config as a dataclass; sampling settings forwarded only when sampling is on."""
from dataclasses import asdict, dataclass, field

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class GenKwargs:
    do_sample: bool = False
    temperature: float = 0.0
    top_p: float = 1.0
    max_gen_toks: int = 6
    until: list = field(default_factory=lambda: ["\n\n"])

    def to_hf(self):
        d = asdict(self)
        d.pop("until")
        d["max_new_tokens"] = d.pop("max_gen_toks")
        if not d["do_sample"]:
            d.pop("temperature")
            d.pop("top_p")
        return d


gk = GenKwargs()
model_id = "microsoft/Phi-3-mini-4k-instruct"
tok = AutoTokenizer.from_pretrained(model_id)
model = AutoModelForCausalLM.from_pretrained(model_id)
enc = tok("one two three four", return_tensors="pt")
with torch.no_grad():
    out = model.generate(**enc, **gk.to_hf())
text = tok.decode(out[0, enc.input_ids.shape[1] :], skip_special_tokens=True)
print(text.split(gk.until[0])[0])
