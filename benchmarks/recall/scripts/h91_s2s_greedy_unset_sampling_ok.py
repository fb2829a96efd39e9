# classes: 8
"""Starts from the sampling config used in production and makes a greedy copy for evaluation
during fine-tuning: do_sample off and the sampling fields reset before the copy is given to
Seq2SeqTrainingArguments."""
import tempfile

from transformers import (
    AutoModelForSeq2SeqLM,
    AutoTokenizer,
    DataCollatorForSeq2Seq,
    GenerationConfig,
    Seq2SeqTrainer,
    Seq2SeqTrainingArguments,
)

tok = AutoTokenizer.from_pretrained("google/flan-t5-base")
model = AutoModelForSeq2SeqLM.from_pretrained("google/flan-t5-base")

gen = GenerationConfig(do_sample=True, temperature=0.6, top_p=0.9, max_new_tokens=6, decoder_start_token_id=0)
gen.do_sample = False
gen.temperature = 1.0
gen.top_p = 1.0

samples = []
for q, a in [("answer: two plus two", "four"), ("answer: capital of italy", "rome")]:
    x = tok(q, max_length=16, truncation=True)
    x["labels"] = tok(text_target=a, max_length=4, truncation=True)["input_ids"]
    samples.append(x)
args = Seq2SeqTrainingArguments(
    output_dir=tempfile.mkdtemp(),
    per_device_eval_batch_size=2,
    predict_with_generate=True,
    generation_config=gen,
    report_to=[],
    use_cpu=True,
)
trainer = Seq2SeqTrainer(model=model, args=args, eval_dataset=samples, data_collator=DataCollatorForSeq2Seq(tok))
print(trainer.evaluate())
