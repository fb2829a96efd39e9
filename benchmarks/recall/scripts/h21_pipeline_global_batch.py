# classes: 4 7
"""Text-generation service built on a module-level pipeline with a draft model; batch requests."""
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

TARGET = "Qwen/Qwen2.5-1.5B-Instruct"
DRAFT = "Qwen/Qwen2.5-0.5B-Instruct"

_tok = AutoTokenizer.from_pretrained(TARGET, padding_side="left")
_draft = AutoModelForCausalLM.from_pretrained(DRAFT)
generator = pipeline(
    "text-generation",
    model=TARGET,
    tokenizer=_tok,
    assistant_model=_draft,
    device="cpu",
)

DEFAULTS = dict(max_new_tokens=6, do_sample=False, return_full_text=False)


def handle_batch(request: dict) -> dict:
    params = dict(DEFAULTS)
    params.update(request.get("parameters", {}))
    inputs = request["inputs"]
    outputs = generator(inputs, batch_size=len(inputs), **params)
    return {"generated": [o[0]["generated_text"] for o in outputs]}


if __name__ == "__main__":
    print(handle_batch({"inputs": ["Translate 'cat' to French:", "Translate 'dog' to German:"], "parameters": {"max_new_tokens": 5}}))
