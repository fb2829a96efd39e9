# classes: 4 7
"""A thin wrapper class around a text-generation pipeline with a speculative helper."""
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline


class BasePipe:
    task = "text-generation"
    default_call = {"max_new_tokens": 6, "return_full_text": False}

    def __init__(self, model_id, **pipe_kwargs):
        self.pipe = pipeline(self.task, model=model_id, **pipe_kwargs)

    def call_kwargs(self):
        return dict(self.default_call)

    def __call__(self, prompts):
        return self.pipe(prompts, **self.call_kwargs())


class SpeculativePipe(BasePipe):
    def __init__(self, model_id, draft_id):
        draft = AutoModelForCausalLM.from_pretrained(draft_id)
        super().__init__(model_id, assistant_model=draft, tokenizer=AutoTokenizer.from_pretrained(model_id))

    def call_kwargs(self):
        kw = super().call_kwargs()
        kw.update(do_sample=True, num_return_sequences=2)
        return kw


if __name__ == "__main__":
    pipe = SpeculativePipe("Qwen/Qwen2.5-1.5B-Instruct", "Qwen/Qwen2.5-0.5B-Instruct")
    for r in pipe("Give me a slogan for a bakery"):
        print(r["generated_text"])
