# classes: 7 1
"""OpenAI chat-completions shim: temperature=0 means greedy (sampling off, temperature and top_p
dropped); `stop` becomes stop_strings with the tokenizer handed to generate. The draft model is
used only for requests without stop sequences, since the draft's own generate call has no
tokenizer for them."""
from typing import List, Optional

import torch
from pydantic import BaseModel
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B"
DRAFT_ID = "Qwen/Qwen2-0.5B-Instruct"


class Message(BaseModel):
    role: str
    content: str


class ChatRequest(BaseModel):
    messages: List[Message]
    max_tokens: Optional[int] = None
    temperature: float = 1.0
    top_p: float = 1.0
    stop: Optional[List[str]] = None
    speculative: bool = False


tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
draft_model = AutoModelForCausalLM.from_pretrained(DRAFT_ID)


def generate_kwargs_for(req: ChatRequest) -> dict:
    kwargs = {"max_new_tokens": req.max_tokens or 16}
    if req.temperature == 0:
        kwargs["do_sample"] = False
    else:
        kwargs |= {"do_sample": True, "temperature": req.temperature, "top_p": req.top_p}
    if req.stop:
        kwargs["stop_strings"] = req.stop
        kwargs["tokenizer"] = tokenizer
    elif req.speculative:
        kwargs["assistant_model"] = draft_model
    return kwargs


def chat(req: ChatRequest) -> str:
    text = "\n".join(f"{m.role}: {m.content}" for m in req.messages) + "\nassistant:"
    inputs = tokenizer(text, return_tensors="pt")
    with torch.inference_mode():
        output = model.generate(**inputs, **generate_kwargs_for(req), pad_token_id=tokenizer.eos_token_id)
    return tokenizer.decode(output[0, inputs.input_ids.shape[-1]:], skip_special_tokens=True)


if __name__ == "__main__":
    msgs = [Message(role="user", content="tell me a story about the queen")]
    print(chat(ChatRequest(messages=msgs, temperature=0, max_tokens=8, stop=["king"], speculative=True)))
    print(chat(ChatRequest(messages=msgs, temperature=0, max_tokens=8, speculative=True)))
