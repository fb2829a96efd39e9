# classes: 7 8
"""Completion endpoint: request fields override defaults with the dict union operator."""
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
ALLOWED = {"max_new_tokens", "temperature", "top_p", "num_return_sequences", "do_sample"}


def completions(body: str) -> str:
    request = json.loads(body)
    overrides = {k: v for k, v in request.items() if k in ALLOWED}
    params = DEFAULT_PARAMS | overrides
    enc = tokenizer(request["prompt"], return_tensors="pt")
    out = model.generate(**enc, assistant_model=assistant, **params)
    start = enc["input_ids"].shape[-1]
    choices = [{"index": i, "text": tokenizer.decode(seq[start:], skip_special_tokens=True)} for i, seq in enumerate(out)]
    return json.dumps({"choices": choices})


if __name__ == "__main__":
    print(completions(json.dumps({"prompt": "Once upon a time", "num_return_sequences": 3, "user": "demo"})))
