# classes: 7 4 6
"""The same completion service class, which gives the tokenizer a pad token when it has none."""
from transformers import pipeline


class CompletionService:
    def __init__(self, model_name="distilbert/distilgpt2", batch_size=4):
        self.pipe = pipeline("text-generation", model=model_name)
        if self.pipe.tokenizer.pad_token is None:
            self.pipe.tokenizer.pad_token = self.pipe.tokenizer.eos_token
        self.batch_size = batch_size

    def complete(self, prompts, **gen):
        outs = self.pipe(prompts, batch_size=self.batch_size, **gen)
        return [o[0]["generated_text"] for o in outs]


if __name__ == "__main__":
    svc = CompletionService()
    print(svc.complete(["Once", "Twice upon"], max_new_tokens=5, do_sample=False))
