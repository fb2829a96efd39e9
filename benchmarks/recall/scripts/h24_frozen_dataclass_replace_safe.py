# classes: 7 9
"""Frozen dataclass settings; dataclasses.replace derives the extractive variant."""
from dataclasses import asdict, dataclass, replace

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass(frozen=True)
class DecodeSettings:
    max_new_tokens: int = 10
    do_sample: bool = False
    use_cache: bool = True
    prompt_lookup_num_tokens: int | None = None

    def kwargs(self) -> dict:
        return {k: v for k, v in asdict(self).items() if v is not None}


BASE = DecodeSettings()
LOW_MEMORY = replace(BASE, use_cache=False)
EXTRACTIVE = replace(BASE, prompt_lookup_num_tokens=4)

tokenizer = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")

passage = "Invoice 4471 was paid on March 3. Invoice 4472 was paid on March 9. Invoice 4473 was paid on"
enc = tokenizer(passage, return_tensors="pt")
for name, settings in {"base": BASE, "low-memory": LOW_MEMORY, "extractive": EXTRACTIVE}.items():
    out = model.generate(**enc, **settings.kwargs(), pad_token_id=tokenizer.eos_token_id)
    print(name, tokenizer.decode(out[0, enc.input_ids.shape[1]:]))
