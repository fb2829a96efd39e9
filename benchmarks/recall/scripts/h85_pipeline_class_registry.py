# classes: 4 8
"""A small service that maps task names to pipeline classes and builds the one named in its settings."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer
from transformers.pipelines import (
    SummarizationPipeline,
    Text2TextGenerationPipeline,
    TranslationPipeline,
)

PIPELINE_CLASSES = {
    "summarize": SummarizationPipeline,
    "translate": TranslationPipeline,
    "generate": Text2TextGenerationPipeline,
}

SETTINGS = {"task": "generate", "model": "google/flan-t5-small", "max_new_tokens": 8}


def load(settings):
    cls = PIPELINE_CLASSES[settings["task"]]
    tokenizer = AutoTokenizer.from_pretrained(settings["model"])
    model = AutoModelForSeq2SeqLM.from_pretrained(settings["model"])
    return cls(model=model, tokenizer=tokenizer)


pipe = load(SETTINGS)
print(pipe("summarize: the cat sat on the mat all day long", max_new_tokens=SETTINGS["max_new_tokens"]))
