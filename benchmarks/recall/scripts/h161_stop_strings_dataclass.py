# classes: 3 8
"""Chat-bot settings as a dataclass (turn ends on a blank line), splatted into generate."""

from dataclasses import asdict, dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class Decoding:
    max_new_tokens: int = 6
    do_sample: bool = False
    stop_strings: list[str] = field(default_factory=lambda: ["\n\n", "you:"])


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M-Instruct")
cfg = Decoding()
enc = tok("you: tell me a story", return_tensors="pt")
out = model.generate(**enc, **asdict(cfg))
print(tok.decode(out[0], skip_special_tokens=True))
