# classes: 7 3
"""FastAPI-style endpoint with a pydantic body: speculative requests are decoded prompt by prompt."""
from typing import List, Optional

import torch
from pydantic import BaseModel, Field
from transformers import AutoModelForCausalLM, AutoTokenizer


class GenerateRequest(BaseModel):
    prompts: List[str]
    max_new_tokens: int = Field(8, ge=1, le=512)
    temperature: Optional[float] = None
    speculative: bool = True


class Runtime:
    def __init__(self, target="meta-llama/Llama-3.2-1B-Instruct", draft="meta-llama/Llama-3.2-1B"):
        self.tokenizer = AutoTokenizer.from_pretrained(target, padding_side="left")
        if self.tokenizer.pad_token is None:
            self.tokenizer.pad_token = self.tokenizer.eos_token
        self.model = AutoModelForCausalLM.from_pretrained(target)
        self.draft = AutoModelForCausalLM.from_pretrained(draft)


runtime = Runtime()


def _run(batch, **gen_kwargs):
    with torch.inference_mode():
        out = runtime.model.generate(**batch, **gen_kwargs)
    return runtime.tokenizer.batch_decode(out[:, batch["input_ids"].shape[1]:], skip_special_tokens=True)


def generate_endpoint(req: GenerateRequest) -> dict:
    tok = runtime.tokenizer
    gen_kwargs = {"max_new_tokens": req.max_new_tokens}
    if req.temperature:
        gen_kwargs.update(do_sample=True, temperature=req.temperature)
    if not req.speculative:
        return {"completions": _run(tok(req.prompts, return_tensors="pt", padding=True), **gen_kwargs)}
    completions = []
    for prompt in req.prompts:
        completions += _run(tok(prompt, return_tensors="pt"), assistant_model=runtime.draft, **gen_kwargs)
    return {"completions": completions}


if __name__ == "__main__":
    body = {"prompts": ["Name three rivers in Europe.", "What is a monad?"], "max_new_tokens": 6}
    print(generate_endpoint(GenerateRequest(**body)))
