# classes: 3 7
"""Sampling params as a dataclass whose __post_init__ maps temperature 0 to greedy decoding
(do_sample off, temperature dropped), as OpenAI-compatible servers do."""
from dataclasses import dataclass, field

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class SamplingParams:
    temperature: float = 0.8
    top_p: float = 0.95
    max_new_tokens: int = 6
    extra: dict = field(default_factory=dict)

    def __post_init__(self):
        self.temperature = float(self.temperature)
        self.do_sample = self.temperature > 0

    def to_kwargs(self):
        kwargs = {"max_new_tokens": self.max_new_tokens, "do_sample": self.do_sample}
        if self.do_sample:
            kwargs.update(temperature=self.temperature, top_p=self.top_p)
        kwargs.update(self.extra)
        return kwargs


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B")
    model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B")
    params = SamplingParams(temperature=0)
    enc = tok("hello world", return_tensors="pt")
    print(tok.decode(model.generate(**enc, **params.to_kwargs())[0]))
