# classes: 7
"""A sampler factory closes over the token budget of each experiment; the class it builds takes
that budget as its method default. The factory then clamps its local variable for logging, which
the method's default, already evaluated, does not follow."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")
model = AutoModelForCausalLM.from_pretrained("Qwen/Qwen2.5-0.5B-Instruct")

EXPERIMENTS = [("short", 4), ("long", 8)]


def make_sampler(budget):
    class Sampler:
        def sample(self, prompt, max_new_tokens=budget):
            enc = tok(prompt, return_tensors="pt")
            return model.generate(**enc, max_new_tokens=max_new_tokens, do_sample=False)

    budget = 0
    print("built sampler, logged budget", budget)
    return Sampler()


for name, budget in EXPERIMENTS:
    sampler = make_sampler(budget)
    print(name, tok.decode(sampler.sample("Write a haiku about autumn.")[0], skip_special_tokens=True))
