# classes: 7 3
"""OpenAI-style /v1/completions handler used by an evaluation harness: log-likelihood requests
arrive with `echo=True, max_tokens=0` (score the prompt, generate nothing). The handler filters
out None values only, so max_tokens=0 goes to generate as max_new_tokens=0."""
from dataclasses import asdict, dataclass
from typing import Optional

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("openai-community/gpt2")
model = AutoModelForCausalLM.from_pretrained("openai-community/gpt2")

FIELD_MAP = {"max_tokens": "max_new_tokens", "temperature": "temperature", "top_p": "top_p"}


@dataclass
class CompletionParams:
    prompt: str
    max_tokens: Optional[int] = 16
    temperature: Optional[float] = None
    top_p: Optional[float] = None
    echo: bool = False
    logprobs: Optional[int] = None


def completions(params: CompletionParams) -> dict:
    raw = asdict(params)
    gen_kwargs = {FIELD_MAP[k]: v for k, v in raw.items() if k in FIELD_MAP and v is not None}
    enc = tokenizer(params.prompt, return_tensors="pt")
    with torch.no_grad():
        out = model.generate(
            **enc,
            **gen_kwargs,
            output_scores=params.logprobs is not None,
            return_dict_in_generate=True,
            pad_token_id=tokenizer.eos_token_id,
        )
    start = 0 if params.echo else enc["input_ids"].shape[1]
    return {"choices": [{"text": tokenizer.decode(out.sequences[0, start:])}]}


if __name__ == "__main__":
    print(completions(CompletionParams(prompt="hello world", max_tokens=0, echo=True, logprobs=1)))
