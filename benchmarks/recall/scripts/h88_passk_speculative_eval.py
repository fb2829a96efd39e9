# classes: 7 2
"""pass@k code evaluation wrapper: samples n completions per problem with a draft model for
speed; the sampling kwargs come from the wrapper's constructor (n_samples -> num_return_sequences)."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class PassAtKEvaluator:
    def __init__(self, model_id, draft_id=None, n_samples=4, temperature=0.8, max_new_tokens=8):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id) if draft_id else None
        self.gen_kwargs = {
            "do_sample": temperature > 0,
            "temperature": temperature,
            "top_p": 0.95,
            "max_new_tokens": max_new_tokens,
            "num_return_sequences": n_samples,
        }

    def sample(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        out = self.model.generate(**enc, **self.gen_kwargs, assistant_model=self.draft)
        return [self.tok.decode(o[enc.input_ids.shape[1] :], skip_special_tokens=True) for o in out]


if __name__ == "__main__":
    ev = PassAtKEvaluator("Qwen/Qwen2.5-Coder-7B-Instruct", draft_id="Qwen/Qwen2.5-Coder-0.5B-Instruct")
    print(len(ev.sample("def fib(n):")))
