# classes: 7 3
"""OpenAI chat-completions shim: temperature=0 means greedy, so the shim switches sampling off
and drops temperature/top_p; `stop` becomes stop_strings with the tokenizer handed to generate;
`speculative` attaches a draft model (n stays 1). The draft model's own generate call gets the
stop strings but not the tokenizer."""
from typing import List, Optional

import torch
from pydantic import BaseModel, Field
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B"
DRAFT_ID = "Qwen/Qwen2-0.5B-Instruct"


class ChatMessage(BaseModel):
    role: str
    content: str


class ChatCompletionRequest(BaseModel):
    model: str = MODEL_ID
    messages: List[ChatMessage]
    max_tokens: Optional[int] = None
    temperature: float = 1.0
    top_p: float = 1.0
    n: int = 1
    stop: Optional[List[str]] = None
    stream: bool = False
    speculative: bool = Field(default=False, description="use the draft model")


tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft_model = AutoModelForCausalLM.from_pretrained(DRAFT_ID)


def build_generate_kwargs(req: ChatCompletionRequest) -> dict:
    params = {
        "max_new_tokens": req.max_tokens or 16,
        "num_return_sequences": req.n,
        "stop_strings": req.stop,
    }
    if req.temperature == 0:
        params["do_sample"] = False
    else:
        params.update(do_sample=True, temperature=req.temperature, top_p=req.top_p)
    if req.speculative:
        params["assistant_model"] = draft_model
    return {k: v for k, v in params.items() if v is not None}


def chat(req: ChatCompletionRequest) -> str:
    prompt = "\n".join(f"{m.role}: {m.content}" for m in req.messages) + "\nassistant:"
    inputs = tokenizer(prompt, return_tensors="pt")
    kwargs = build_generate_kwargs(req)
    with torch.inference_mode():
        output = model.generate(**inputs, **kwargs, tokenizer=tokenizer)
    return tokenizer.decode(output[0, inputs.input_ids.shape[-1]:], skip_special_tokens=True)


if __name__ == "__main__":
    req = ChatCompletionRequest(
        messages=[ChatMessage(role="user", content="tell me a story about the king")],
        temperature=0,
        max_tokens=8,
        stop=["king"],
        speculative=True,
    )
    print(chat(req))
