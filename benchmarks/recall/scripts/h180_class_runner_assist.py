# classes: 7
"""A reusable batch runner: callable object that generates for a list of prompts."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class BatchRunner:
    def __init__(self, model_id, assistant_id=None, **gen_kwargs):
        self.tok = AutoTokenizer.from_pretrained(model_id, padding_side="left")
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.assistant = AutoModelForCausalLM.from_pretrained(assistant_id) if assistant_id else None
        self.gen_kwargs = {"max_new_tokens": 4, "do_sample": False, **gen_kwargs}

    def __call__(self, prompts):
        enc = self.tok(prompts, return_tensors="pt", padding=True)
        kw = dict(self.gen_kwargs)
        if self.assistant is not None:
            kw["assistant_model"] = self.assistant
        out = self.model.generate(**enc, **kw)
        return self.tok.batch_decode(out[:, enc["input_ids"].shape[1]:], skip_special_tokens=True)


runner = BatchRunner("Qwen/Qwen2.5-1.5B-Instruct", assistant_id="Qwen/Qwen2.5-0.5B-Instruct")
data = ["hello world", "tell me a story", "the quick fox"]
print(runner(data))
