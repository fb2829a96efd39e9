# classes: 7 2
"""A factory builds a runner class per experiment; the class's `run` method takes the generation
kwargs as a default argument. The config module's GEN has the cache off when the factory runs;
the script turns it back on afterwards, which the already-built method's default never sees."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

GEN = {"max_new_tokens": 8, "do_sample": False, "use_cache": False}


def make_runner(assistant):
    class Runner:
        def __init__(self, name):
            self.name = name

        def run(self, prompt, kw=GEN):
            enc = tok(prompt, return_tensors="pt")
            return model.generate(**enc, **kw, assistant_model=assistant)

    return Runner


Runner = make_runner(draft)
GEN = {"max_new_tokens": 8, "do_sample": False, "use_cache": True}
runner = Runner("speculative")
print(runner.name, tok.decode(runner.run("The capital of France is")[0], skip_special_tokens=True))
