# classes: 7 8
"""Completion endpoint: request fields override defaults with |; n choices are separate calls."""
import json

from transformers import AutoModelForCausalLM, AutoTokenizer

CHECKPOINT = "HuggingFaceTB/SmolLM2-1.7B-Instruct"
ASSISTANT = "HuggingFaceTB/SmolLM2-135M-Instruct"

tokenizer = AutoTokenizer.from_pretrained(CHECKPOINT)
model = AutoModelForCausalLM.from_pretrained(CHECKPOINT)
assistant = AutoModelForCausalLM.from_pretrained(ASSISTANT)

DEFAULT_PARAMS = {
    "max_new_tokens": 8,
    "do_sample": True,
    "temperature": 0.7,
    "top_p": 0.95,
}
ALLOWED = {"max_new_tokens", "temperature", "top_p", "do_sample"}


def completions(body: str) -> str:
    request = json.loads(body)
    n = int(request.get("n", 1))
    params = DEFAULT_PARAMS | {k: v for k, v in request.items() if k in ALLOWED}
    enc = tokenizer(request["prompt"], return_tensors="pt")
    start = enc["input_ids"].shape[-1]
    choices = []
    for i in range(n):
        out = model.generate(**enc, assistant_model=assistant, **params)
        choices.append({"index": i, "text": tokenizer.decode(out[0, start:], skip_special_tokens=True)})
    return json.dumps({"choices": choices})


if __name__ == "__main__":
    print(completions(json.dumps({"prompt": "Once upon a time", "n": 3, "user": "demo"})))
