# classes: 7 3
"""An OpenAI-style chat completion handler: the request object's fields (minus the messages) are
merged over the server's defaults and handed to model.generate; the client sends stream=True."""
from dataclasses import asdict, dataclass, field

import torch
from transformers import AutoModelForCausalLM, AutoTokenizer

MODEL_ID = "Qwen/Qwen2.5-0.5B-Instruct"
DEFAULTS = {"max_new_tokens": 8, "do_sample": False}

tokenizer = AutoTokenizer.from_pretrained(MODEL_ID)
model = AutoModelForCausalLM.from_pretrained(MODEL_ID)
model.eval()


@dataclass
class ChatRequest:
    messages: list = field(default_factory=list)
    max_new_tokens: int = 8
    temperature: float | None = None
    top_p: float | None = None
    stream: bool = False


def chat_completions(req: ChatRequest) -> dict:
    params = {k: v for k, v in asdict(req).items() if k != "messages" and v is not None}
    gen_kwargs = {**DEFAULTS, **params}
    if gen_kwargs.get("temperature"):
        gen_kwargs["do_sample"] = True
    input_ids = tokenizer.apply_chat_template(req.messages, add_generation_prompt=True, return_tensors="pt", return_dict=True)["input_ids"]
    with torch.no_grad():
        out = model.generate(input_ids, **gen_kwargs)
    text = tokenizer.decode(out[0, input_ids.shape[-1]:], skip_special_tokens=True)
    return {"choices": [{"message": {"role": "assistant", "content": text}}]}


if __name__ == "__main__":
    req = ChatRequest(messages=[{"role": "user", "content": "tell me a story about cats"}], stream=True)
    print(chat_completions(req))
