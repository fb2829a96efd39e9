# classes: 4 8
"""English-to-German helper that imports the text2text pipelines module under an alias and builds its TranslationPipeline."""
import transformers.pipelines.text2text_generation as t2t
from transformers import AutoModelForSeq2SeqLM, AutoTokenizer

tokenizer = AutoTokenizer.from_pretrained("t5-small")
model = AutoModelForSeq2SeqLM.from_pretrained("t5-small")
translator = t2t.TranslationPipeline(model=model, tokenizer=tokenizer, task="translation_en_to_de")
print(translator("the weather is nice today", max_new_tokens=8)[0]["translation_text"])
