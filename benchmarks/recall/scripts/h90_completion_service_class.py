# classes: 7 4 6
"""A small completion service class wrapping a DistilGPT2 pipeline, used for batched requests."""
from transformers import pipeline


class CompletionService:
    def __init__(self, model_name="distilbert/distilgpt2", batch_size=4):
        self.pipe = pipeline("text-generation", model=model_name)
        self.batch_size = batch_size

    def complete(self, prompts, **gen):
        outs = self.pipe(prompts, batch_size=self.batch_size, **gen)
        return [o[0]["generated_text"] for o in outs]


if __name__ == "__main__":
    svc = CompletionService()
    print(svc.complete(["Once", "Twice upon"], max_new_tokens=5, do_sample=False))
