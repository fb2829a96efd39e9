# classes: 7 3
# The same factory; best-of-n only when no draft model is used.
import os

from transformers import AutoModelForCausalLM, AutoTokenizer


def build_runner(target_id, draft_id=None, max_new_tokens=5):
    tok = AutoTokenizer.from_pretrained(target_id)
    model = AutoModelForCausalLM.from_pretrained(target_id)
    extra = {"num_return_sequences": int(os.environ.get("BEST_OF", "4")), "do_sample": True}
    if draft_id:
        extra = {"assistant_model": AutoModelForCausalLM.from_pretrained(draft_id)}

    def run(prompt):
        enc = tok(prompt, return_tensors="pt")
        return model.generate(**enc, max_new_tokens=max_new_tokens, **extra)

    return run


runner = build_runner("codellama/CodeLlama-7b-Instruct-hf", "codellama/CodeLlama-7b-hf")
print(runner("def fib(n):").shape)
