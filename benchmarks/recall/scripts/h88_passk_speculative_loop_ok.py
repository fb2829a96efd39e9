# classes: 7 2
"""pass@k evaluation wrapper that draws its n samples one generate call at a time when a draft
model is set (assisted generation returns one sequence), else all at once."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class PassAtKEvaluator:
    def __init__(self, model_id, draft_id=None, n_samples=3, temperature=0.8, max_new_tokens=8):
        self.tok = AutoTokenizer.from_pretrained(model_id)
        self.model = AutoModelForCausalLM.from_pretrained(model_id)
        self.draft = AutoModelForCausalLM.from_pretrained(draft_id) if draft_id else None
        self.n = n_samples
        self.gen_kwargs = dict(do_sample=True, temperature=temperature, top_p=0.95, max_new_tokens=max_new_tokens)

    def sample(self, prompt):
        enc = self.tok(prompt, return_tensors="pt")
        if self.draft is not None:
            outs = [self.model.generate(**enc, **self.gen_kwargs, assistant_model=self.draft)[0] for _ in range(self.n)]
        else:
            outs = list(self.model.generate(**enc, **self.gen_kwargs, num_return_sequences=self.n))
        return [self.tok.decode(o[enc.input_ids.shape[1] :], skip_special_tokens=True) for o in outs]


if __name__ == "__main__":
    ev = PassAtKEvaluator("Qwen/Qwen2.5-1.5B-Instruct", draft_id="Qwen/Qwen2.5-0.5B-Instruct")
    print(len(ev.sample("def fib(n):")))
