# classes: 3 9
"""Settings dataclass turned into generate kwargs with dataclasses.asdict."""
from dataclasses import asdict, dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class DecodeSettings:
    max_new_tokens: int = 6
    num_beams: int = 1
    num_return_sequences: int = 2
    do_sample: bool = False
    repetition_penalty: float = 1.1


@dataclass
class Experiment:
    checkpoint: str = "facebook/opt-350m"
    prompt: str = "the quick brown fox"


def run(exp: Experiment, settings: DecodeSettings):
    tok = AutoTokenizer.from_pretrained(exp.checkpoint)
    model = AutoModelForCausalLM.from_pretrained(exp.checkpoint)
    enc = tok(exp.prompt, return_tensors="pt")
    return tok.batch_decode(model.generate(**enc, **asdict(settings)))


if __name__ == "__main__":
    print(run(Experiment(), DecodeSettings()))
