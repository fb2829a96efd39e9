# classes: 4 7
"""A pipeline wrapped in a service class with per-request overrides."""
from transformers import pipeline


class CompletionService:
    defaults = {"max_new_tokens": 6, "do_sample": True, "num_return_sequences": 1}

    def __init__(self, model_id, assistant_id=None):
        extra = {"assistant_model": assistant_id} if assistant_id else {}
        self.pipe = pipeline("text-generation", model=model_id, **extra)

    def complete(self, prompt, **overrides):
        params = dict(self.defaults)
        params.update({k: v for k, v in overrides.items() if v is not None})
        outputs = self.pipe(prompt, **params)
        return [o["generated_text"] for o in outputs]


def handle(service, request):
    return service.complete(
        request["prompt"],
        num_return_sequences=request.get("n"),
        temperature=request.get("temperature"),
    )


if __name__ == "__main__":
    svc = CompletionService("HuggingFaceTB/SmolLM2-360M-Instruct", "HuggingFaceTB/SmolLM2-135M-Instruct")
    print(handle(svc, {"prompt": "Name a color:"}))
    print(handle(svc, {"prompt": "Name two fruits:", "n": None, "temperature": 0.7}))
