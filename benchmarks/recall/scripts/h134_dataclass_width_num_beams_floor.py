# classes: 3 7
"""The beam-search config dataclass deriving the beam count from a width with floor division."""
from dataclasses import asdict, dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class BeamConfig:
    width: int = 8
    max_new_tokens: int = 5
    num_beams: int = 0

    def __post_init__(self):
        if not self.num_beams:
            self.num_beams = self.width // 2

    def generate_kwargs(self):
        kwargs = asdict(self)
        kwargs.pop("width")
        return kwargs


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    enc = tok("tell me a story", return_tensors="pt")
    print(model.generate(**enc, **BeamConfig().generate_kwargs()).shape)
