# classes: 4 2
"""Pipeline-based mini benchmark: one pipeline per task from a registry of builders, and the
shared generation settings applied to every call the same way."""
from transformers import AutoModelForCausalLM, AutoTokenizer, pipeline

SHARED_GEN = {"max_new_tokens": 6, "do_sample": False}
PIPELINE_BUILDERS = {}


def builder(task):
    def deco(fn):
        PIPELINE_BUILDERS[task] = fn
        return fn

    return deco


@builder("text-generation")
def build_text_generation():
    name = "HuggingFaceTB/SmolLM2-135M-Instruct"
    model = AutoModelForCausalLM.from_pretrained(name)
    tok = AutoTokenizer.from_pretrained(name)
    return pipeline("text-generation", model=model, tokenizer=tok)


EXAMPLES = {"text-generation": ["The best way to learn Python is", "Benchmarks measure"]}


def run_all():
    scores = {}
    for task, build in PIPELINE_BUILDERS.items():
        pipe = build()
        outputs = [pipe(x, generate_kwargs=SHARED_GEN) for x in EXAMPLES[task]]
        scores[task] = sum(len(o[0]["generated_text"]) for o in outputs)
    return scores


if __name__ == "__main__":
    print(run_all())
