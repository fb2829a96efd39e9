# classes: 3 2
"""Eval harness: one frozen decoding config, the hot variant derived with dataclasses.replace."""
from dataclasses import asdict, dataclass, replace

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass(frozen=True)
class Decoding:
    max_new_tokens: int = 8
    do_sample: bool = True
    temperature: float = 0.7
    num_return_sequences: int = 1
    prompt_lookup_num_tokens: int = 3


BASE = Decoding()
HOT = replace(BASE, temperature=1.3)

tok = AutoTokenizer.from_pretrained("EleutherAI/pythia-160m")
lm = AutoModelForCausalLM.from_pretrained("EleutherAI/pythia-160m")
batch = tok("the cat sat on the mat and the cat sat on the", return_tensors="pt")
for name, cfg in (("base", BASE), ("hot", HOT)):
    out = lm.generate(**batch, **asdict(cfg))
    print(name, tok.batch_decode(out))
