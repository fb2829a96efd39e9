# classes: 6 8
"""Seq2SeqTrainer for a tiny summariser: the generation config carried by the training
arguments asks for two returned summaries per input but keeps greedy decoding."""

from transformers import (AutoModelForSeq2SeqLM, AutoTokenizer, DataCollatorForSeq2Seq, GenerationConfig,
                          Seq2SeqTrainer, Seq2SeqTrainingArguments)

NAME = "google/flan-t5-small"
PAIRS = [("summarize: the quick brown fox jumps over the lazy dog", "fox jumps"),
         ("summarize: once upon a time there lived a king", "a king")]

tok = AutoTokenizer.from_pretrained(NAME)
model = AutoModelForSeq2SeqLM.from_pretrained(NAME)
rows = [dict(tok(src), labels=tok(text_target=tgt)["input_ids"]) for src, tgt in PAIRS]

gen_cfg = GenerationConfig.from_pretrained(NAME)
gen_cfg.max_new_tokens = 8
gen_cfg.num_return_sequences = 2

args = Seq2SeqTrainingArguments(
    output_dir="out", max_steps=1, per_device_train_batch_size=2, per_device_eval_batch_size=2,
    predict_with_generate=True, generation_config=gen_cfg, save_strategy="no", report_to="none",
)
trainer = Seq2SeqTrainer(model=model, args=args, train_dataset=rows, eval_dataset=rows,
                         data_collator=DataCollatorForSeq2Seq(tok, model=model))
trainer.train()
print(trainer.evaluate())
