# classes: 7 8
"""Strategies found by walking Strategy.__subclasses__() and matching a class attribute NAME
against the requested name; the "diverse" strategy asks for more sequences than beams."""
from transformers import AutoModelForCausalLM, AutoTokenizer


class Strategy:
    NAME = "base"
    KWARGS = {"max_new_tokens": 5}

    @classmethod
    def by_name(cls, name):
        for sub in cls.__subclasses__():
            if sub.NAME == name:
                return sub()
        raise KeyError(name)

    def kwargs(self):
        return dict(self.KWARGS)


class Beam(Strategy):
    NAME = "beam"
    KWARGS = {"max_new_tokens": 5, "num_beams": 3}


class Diverse(Strategy):
    NAME = "diverse"
    KWARGS = {"max_new_tokens": 5, "num_beams": 2, "num_return_sequences": 3}


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    strategy = Strategy.by_name("diverse")
    print(model.generate(**tok("tell me a story", return_tensors="pt"), **strategy.kwargs()).shape)
