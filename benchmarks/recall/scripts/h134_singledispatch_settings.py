# classes: 7 3
"""Settings normalised with functools.singledispatch: a dict passes through, a string "k=v,k=v"
is parsed; the parsed text leaves num_return_sequences as text "3"."""
import functools

from transformers import AutoModelForCausalLM, AutoTokenizer


@functools.singledispatch
def normalise(settings):
    raise TypeError(type(settings))


@normalise.register
def _(settings: dict):
    return dict(settings)


@normalise.register
def _(settings: str):
    return dict(pair.split("=") for pair in settings.split(","))


if __name__ == "__main__":
    tok = AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    model = AutoModelForCausalLM.from_pretrained("HuggingFaceTB/SmolLM2-135M")
    kwargs = normalise("num_return_sequences=3")
    kwargs["max_new_tokens"] = 5
    print(model.generate(**tok("hello world", return_tensors="pt"), **kwargs).shape)
