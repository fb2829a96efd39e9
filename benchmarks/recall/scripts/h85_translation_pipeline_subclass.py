# classes: 4 8
"""A translation helper that subclasses TranslationPipeline to strip whitespace from its output."""
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer
from transformers.pipelines import TranslationPipeline


class CleanTranslationPipeline(TranslationPipeline):
    def postprocess(self, model_outputs, **kwargs):
        records = super().postprocess(model_outputs, **kwargs)
        for record in records:
            record["translation_text"] = record["translation_text"].strip()
        return records


tokenizer = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
translator = CleanTranslationPipeline(model=model, tokenizer=tokenizer, task="translation_en_to_de")

for sentence in ["the weather is nice today", "where is the train station"]:
    print(translator(sentence, max_new_tokens=8)[0]["translation_text"])
