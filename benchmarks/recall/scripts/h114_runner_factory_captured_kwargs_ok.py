# classes: 7 2
"""A factory builds a runner class per experiment; the class's `run` method takes the generation
kwargs as a default argument, captured while GEN has the cache on. The script later switches GEN
off for a plain-decoding memory reading; the speculative runner keeps the cache it was built with."""
from transformers import AutoModelForCausalLM, AutoTokenizer

tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-360M")
model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-360M")
draft = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")

GEN = {"max_new_tokens": 8, "do_sample": False, "use_cache": True}


def make_runner(assistant):
    class Runner:
        def __init__(self, name):
            self.name = name

        def run(self, prompt, kw=GEN):
            enc = tok(prompt, return_tensors="pt")
            return model.generate(**enc, **kw, assistant_model=assistant)

    return Runner


Runner = make_runner(draft)
GEN = {"max_new_tokens": 8, "do_sample": False, "use_cache": False}
runner = Runner("speculative")
print(runner.name, tok.decode(runner.run("The capital of France is")[0], skip_special_tokens=True))
plain = model.generate(**tok("The capital of Spain is", return_tensors="pt"), **GEN)
print(tok.decode(plain[0], skip_special_tokens=True))
