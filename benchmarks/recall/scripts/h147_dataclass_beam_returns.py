# classes: 3 8
"""Reranking pipeline whose DecodeConfig dataclass defaults to 4 beams and 8 candidates."""
from dataclasses import asdict, dataclass

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class DecodeConfig:
    num_beams: int = 4
    num_return_sequences: int = 8
    max_new_tokens: int = 5
    length_penalty: float = 1.0


def rerank(texts):
    return sorted(texts, key=len)


tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
enc = tok("the quick brown fox", return_tensors="pt")
outs = model.generate(**enc, **asdict(DecodeConfig()))
print(rerank(tok.batch_decode(outs, skip_special_tokens=True))[0])
