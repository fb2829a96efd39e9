"""A Pythia text-generation service whose pipeline is built with a generation_config= and a draft model."""
# classes: 4

from transformers import GenerationConfig, pipeline

SERVICE_DEFAULTS = GenerationConfig(
    max_new_tokens=4,
    use_cache=False,  # copied from the memory-constrained batch job
    do_sample=False,
)


def build_service():
    return pipeline(
        "text-generation",
        model="EleutherAI/pythia-160m",
        assistant_model="EleutherAI/pythia-70m",
        generation_config=SERVICE_DEFAULTS,
    )


def handle(pipe, request):
    out = pipe(request["prompt"])
    return {"completion": out[0]["generated_text"]}


if __name__ == "__main__":
    service = build_service()
    print(handle(service, {"prompt": "the dog"}))
