# classes: 7 2
"""Port of a vLLM offline-inference script to plain transformers: the SamplingParams class is
kept and translated to generate keywords. In vLLM temperature=0 means greedy; the port maps
that to do_sample=False, but the best-of-n evaluation still asks for n=4 samples."""
from dataclasses import dataclass, field
from typing import List, Optional

from transformers import AutoModelForCausalLM, AutoTokenizer


@dataclass
class SamplingParams:
    n: int = 1
    temperature: float = 1.0
    top_p: float = 1.0
    top_k: int = -1
    max_tokens: int = 16
    repetition_penalty: float = 1.0
    stop: Optional[List[str]] = field(default=None)

    def to_hf(self) -> dict:
        greedy = self.temperature < 1e-5
        kw = dict(
            max_new_tokens=self.max_tokens,
            num_return_sequences=self.n,
            repetition_penalty=self.repetition_penalty,
            do_sample=not greedy,
        )
        if not greedy:
            kw["temperature"] = self.temperature
            kw["top_p"] = self.top_p
            if self.top_k > 0:
                kw["top_k"] = self.top_k
        return kw


class LLM:
    def __init__(self, model: str):
        self.tokenizer = AutoTokenizer.from_pretrained(model)
        self.model = AutoModelForCausalLM.from_pretrained(model)

    def generate(self, prompts: List[str], sampling_params: SamplingParams) -> List[List[str]]:
        results = []
        for prompt in prompts:
            enc = self.tokenizer(prompt, return_tensors="pt")
            out = self.model.generate(**enc, **sampling_params.to_hf())
            results.append(self.tokenizer.batch_decode(out, skip_special_tokens=True))
        return results


if __name__ == "__main__":
    llm = LLM(model="meta-llama/Llama-3.2-1B-Instruct")
    params = SamplingParams(n=4, temperature=0.0, max_tokens=8)
    for completions in llm.generate(["once upon a time there lived"], params):
        print(completions)
