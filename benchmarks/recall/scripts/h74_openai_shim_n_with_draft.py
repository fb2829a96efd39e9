# classes: 7 3
"""OpenAI-compatible completion shim: a pydantic request model is translated into generate
keywords; `speculative: true` in the request attaches the small draft model. The client asks
for two choices (n=2) with sampling, so the assisted call gets num_return_sequences=2."""
from typing import List, Optional, Union

import torch
from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "HuggingFaceTB/SmolLM2-360M-Instruct"
DRAFT_ID = "HuggingFaceTB/SmolLM2-135M-Instruct"


class CompletionRequest(BaseModel):
    model: str = MODEL_ID
    prompt: str
    max_tokens: Optional[int] = 16
    temperature: Optional[float] = 1.0
    top_p: Optional[float] = None
    n: int = 1
    stop: Optional[Union[str, List[str]]] = None
    stream: bool = False
    speculative: bool = False


tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft = AutoModelForCausalLM.from_pretrained(DRAFT_ID)


def to_generate_kwargs(req: CompletionRequest) -> dict:
    kwargs = {
        "max_new_tokens": req.max_tokens,
        "num_return_sequences": req.n,
    }
    if req.temperature and req.temperature > 0:
        kwargs["do_sample"] = True
        kwargs["temperature"] = req.temperature
        if req.top_p is not None:
            kwargs["top_p"] = req.top_p
    else:
        kwargs["do_sample"] = False
    if req.speculative:
        kwargs["assistant_model"] = draft
    return {k: v for k, v in kwargs.items() if v is not None}


def complete(req: CompletionRequest) -> dict:
    enc = tokenizer(req.prompt, return_tensors="pt")
    gen_kwargs = to_generate_kwargs(req)
    with torch.no_grad():
        out = model.generate(**enc, **gen_kwargs, pad_token_id=tokenizer.eos_token_id)
    new = out[:, enc["input_ids"].shape[1]:]
    texts = tokenizer.batch_decode(new, skip_special_tokens=True)
    return {"object": "text_completion", "choices": [{"index": i, "text": t} for i, t in enumerate(texts)]}


if __name__ == "__main__":
    request = CompletionRequest(prompt="tell me a story about cats", n=2, temperature=0.8, max_tokens=8, speculative=True)
    print(complete(request))
