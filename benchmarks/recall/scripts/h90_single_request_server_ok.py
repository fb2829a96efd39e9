# classes: 4 6
"""A request handler around a GPT-2 pipeline built with batch_size=8 but called with one prompt per request."""
from transformers import pipeline

pipe = pipeline("text-generation", model="openai-community/gpt2", batch_size=8)


def handle(request):
    out = pipe(request["prompt"], max_new_tokens=request.get("max_new_tokens", 6), do_sample=False)
    return {"text": out[0]["generated_text"]}


if __name__ == "__main__":
    for req in [{"prompt": "Hello there"}, {"prompt": "Tell me a joke", "max_new_tokens": 4}]:
        print(handle(req))
