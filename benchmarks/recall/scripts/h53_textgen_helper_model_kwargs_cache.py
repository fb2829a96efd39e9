# classes: 4 8
"""A small factory for generation pipelines, used by the eval harness; the caller asks for a static cache."""
from transformers import pipeline


def make_generator(name, device="cpu", **load_options):
    model_kwargs = {"low_cpu_mem_usage": True}
    model_kwargs.update(load_options)
    return pipeline("text-generation", model=name, device=device, model_kwargs=model_kwargs)


if __name__ == "__main__":
    gen = make_generator("meta-llama/Llama-3.2-1B-Instruct", cache_implementation="static")
    print(gen("Hello", max_new_tokens=3)[0]["generated_text"])
