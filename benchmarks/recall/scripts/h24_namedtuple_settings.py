# classes: 7 9
"""Settings as a typing.NamedTuple; variants are derived with _replace and expanded with _asdict."""
from typing import NamedTuple, Optional

from transformers import AutoModelForCausalLM, AutoTokenizer


class DecodeSettings(NamedTuple):
    max_new_tokens: int = 10
    do_sample: bool = False
    use_cache: bool = True
    prompt_lookup_num_tokens: Optional[int] = None

    def as_kwargs(self) -> dict:
        return {k: v for k, v in self._asdict().items() if v is not None}


DEFAULT = DecodeSettings()
STREAMING_SAFE = DEFAULT._replace(use_cache=False)
EXTRACTIVE = STREAMING_SAFE._replace(prompt_lookup_num_tokens=4)

tokenizer = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
model = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")

passage = "Invoice 4471 was paid on March 3. Invoice 4472 was paid on March 9. Invoice 4473 was paid on"
enc = tokenizer(passage, return_tensors="pt")
for name, settings in [("default", DEFAULT), ("extractive", EXTRACTIVE)]:
    out = model.generate(**enc, **settings.as_kwargs(), pad_token_id=tokenizer.eos_token_id)
    print(name, tokenizer.decode(out[0, enc.input_ids.shape[1]:]))
